import { definePage } from '@/shared/routing';

/**
 * The invite campaign's three screens (routes `invite-index`, `invite-card`, `invite-share`), loaded lazily from
 * one chunk (ui/invite-pages.ts).
 */
export const inviteRoutes = [
  definePage({
    name: 'invite-index',
    path: '/invite/index',
    meta: { title: '邀请有礼' },
    load: () => import('../ui/invite-pages').then((pages) => ({ default: pages.InviteIndexPage })),
  }),
  definePage({
    name: 'invite-card',
    path: '/invite/card',
    meta: { title: '我的邀请卡' },
    load: () => import('../ui/invite-pages').then((pages) => ({ default: pages.InviteCardPage })),
  }),
  // share: the page sets the invite card itself; the shell must not put the default card back on entering it.
  definePage({
    name: 'invite-share',
    path: '/invite/share',
    meta: { title: '邀请好友', share: true },
    load: () => import('../ui/invite-pages').then((pages) => ({ default: pages.InviteSharePage })),
  }),
] as const;
