import { definePage, pagesIn } from '@/shared/routing';

const page = pagesIn(() => import('../ui/invite-pages'));

/**
 * The invite campaign's three screens (routes `invite-index`, `invite-card`, `invite-share`), loaded lazily from
 * one chunk (ui/invite-pages.ts).
 */
export const inviteRoutes = [
  definePage({
    name: 'invite-index',
    path: '/invite/index',
    meta: { title: '邀请有礼' },
    load: page('InviteIndexPage'),
  }),
  definePage({
    name: 'invite-card',
    path: '/invite/card',
    meta: { title: '我的邀请卡' },
    load: page('InviteCardPage'),
  }),
  // share: the page sets the invite card itself; the shell must not put the default card back on entering it.
  definePage({
    name: 'invite-share',
    path: '/invite/share',
    meta: { title: '邀请好友', share: true },
    load: page('InviteSharePage'),
  }),
] as const;
