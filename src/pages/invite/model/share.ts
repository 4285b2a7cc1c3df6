import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { appName } from '@/shared/config';
import { type ShareCard, shareFx } from '@/shared/wechat';
import { $campaign, $inviteLink, $inviterName, $status } from './campaign';

export const InviteShareGate = createGate('invite-share');

/** The card friends see in WeChat: who invites, what they get, the invite link (never the token), the cover. */
export const $inviteCard = combine(
  $status,
  $campaign,
  $inviteLink,
  $inviterName,
  (status, campaign, link, name): Partial<ShareCard> | null =>
    status === 'running' && campaign && link
      ? {
          title: `${name}邀请你来${appName}听好课`,
          desc: campaign.rewardDesc || campaign.title,
          link,
          ...(campaign.cover ? { imgUrl: campaign.cover } : {}),
        }
      : null,
);

const $cardToSet = combine(InviteShareGate.status, $inviteCard, (open, card) => (open ? card : null));
sample({
  clock: [InviteShareGate.open, $cardToSet.updates],
  source: $cardToSet,
  filter: (card): card is Partial<ShareCard> => card !== null,
  target: shareFx,
});
