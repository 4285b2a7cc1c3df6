import { definePage, mineMeta } from '@/shared/routing';

/**
 * A studio's public home (route `liveroom-home`). Spec §2 puts it under /mine, but learners open it: it carries no
 * lecturer or real-name gating, only the profile login every /mine page has. It sets its own share card.
 */
export const liveroomHomeRoute = definePage({
  name: 'liveroom-home',
  path: '/mine/liveroom/home/:id',
  meta: { ...mineMeta, title: '直播间主页', share: true },
  load: () => import('../ui/LiveroomHomePage'),
});
