import { combine, createEffect, sample } from 'effector';
import { createGate } from 'effector-react';
import { type ShareCard, shareFx } from '@/shared/wechat';
import manifest from '../manifest';
import { $inviteLink, $shareInfo, shareInfoRequested } from './share-info';

/**
 * Open on the pages that offer the viewer's own link (promo home, share rank, share friend): loads the viewer's share
 * code and makes the WeChat card the viewer's own share-friend link, so that visits through it count for them.
 */
export const InviteGate = createGate<Record<string, never>>('d12-invite');

sample({ clock: InviteGate.open, target: shareInfoRequested });

export const $ownShareCard = combine($shareInfo, $inviteLink, (info, link): ShareCard | null =>
  info && link
    ? {
        title: `${info.nickName || '好友'}邀请你一起抢双十二好课`,
        desc: '精选好课限时特惠，和我一起学习',
        link,
        imgUrl: info.avatar,
      }
    : null,
);

export const applyOwnCardFx = createEffect((card: ShareCard) => shareFx(card));

sample({
  clock: [InviteGate.open, $ownShareCard.updates],
  source: { card: $ownShareCard, open: InviteGate.status },
  filter: ({ card, open }) => open && card !== null,
  fn: ({ card }) => card as ShareCard,
  target: applyOwnCardFx,
});

/** The fallback cards of these pages' routes in the manifest, which the shell sets on its own. */
const ownCardPages = new Set(['promo', 'shareRank', 'shareFriend']);
const routeCardTitles = new Set(
  manifest.routes.flatMap((route) => (route.share && ownCardPages.has(route.page) ? [route.share.title] : [])),
);

// On a direct landing the shell sets the route's manifest card when the WeChat bridge is ready, which can be after
// ours: put ours back whenever that card replaces it while the page shows.
sample({
  clock: shareFx.done,
  source: { card: $ownShareCard, open: InviteGate.status },
  filter: ({ card, open }, { params }) =>
    open && card !== null && params?.link !== card.link && routeCardTitles.has(params?.title ?? ''),
  fn: ({ card }) => card as ShareCard,
  target: applyOwnCardFx,
});
