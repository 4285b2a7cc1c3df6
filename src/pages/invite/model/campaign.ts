import { attach, combine, createEffect, createStore, sample } from 'effector';
import { getInviteActiveFx, type InviteActive } from '@/entities/home-content';
import { $user } from '@/entities/user';
import { createPageResource } from '@/shared/model';
import { inviteLink } from '../lib/invite-link';

/** What an answer means at a given time. */
export type CampaignState = 'running' | 'notStarted' | 'ended' | 'none';
/** What the screens show: loading, failed, or the campaign's state once read. */
export type CampaignStatus = 'loading' | 'failed' | CampaignState;

/** What the screens show for an answer at `now`: null is "no campaign" (docs/api.md). */
export function campaignStatus(active: InviteActive | null, now: number): CampaignState {
  if (active === null) return 'none';
  if (now < active.startTime) return 'notStarted';
  if (now >= active.endTime) return 'ended';
  return 'running';
}

export const loadInviteFx = attach({ effect: getInviteActiveFx });
/** The answer with what it means when it came; boxed, since no campaign (null) is an answer, not "not loaded yet". */
const readCampaignFx = createEffect(async () => {
  const active = await loadInviteFx();
  return { active, status: campaignStatus(active, Date.now()) };
});

/** The campaign the three invite screens show: back on one, what was read shows at once and is read again. */
export const campaignPage = createPageResource(readCampaignFx, { keepOnReturn: true });
export const $campaign = campaignPage.$data.map((answer) => answer?.active ?? null);
export const $status = combine(
  campaignPage.$status,
  campaignPage.$data,
  (status, answer): CampaignStatus =>
    answer && status === 'ready' ? answer.status : status === 'failed' ? 'failed' : 'loading',
);

/** The viewer's invite link (see lib/invite-link), read from the page address when a screen opens. */
export const readInviteLinkFx = createEffect((inviterId: number | null) => inviteLink(inviterId));
export const $inviteLink = createStore('').on(readInviteLinkFx.doneData, (_, link) => link);
sample({
  clock: [campaignPage.opened, $user.updates],
  source: $user,
  fn: (user) => user?.id ?? null,
  target: readInviteLinkFx,
});

/** The name on the poster and the card; a viewer without a profile yet is 你的好友. */
export const $inviterName = $user.map((user) => user?.nickName?.trim() || '你的好友');
