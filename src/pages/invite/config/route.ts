import { routesIn } from '@/shared/routing';

const route = routesIn(() => import('../ui/invite-pages'));

/**
 * The invite campaign's three screens (routes `invite-index`, `invite-card`, `invite-share`), loaded lazily from
 * one chunk (ui/invite-pages.ts).
 */
export const inviteRoutes = [
  route('invite-index', '/invite/index', 'InviteIndexPage', { title: '邀请有礼' }),
  route('invite-card', '/invite/card', 'InviteCardPage', { title: '我的邀请卡' }),
  // share: the page sets the invite card itself; the shell must not put the default card back on entering it.
  route('invite-share', '/invite/share', 'InviteSharePage', { title: '邀请好友', share: true }),
] as const;
