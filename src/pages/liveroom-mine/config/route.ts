import { definePage, mineMeta } from '@/shared/routing';

/**
 * The lecturer's hub (route `liveroom-mine`). Spec §5 does not gate it; the page itself sends a viewer who is not a
 * lecturer to 讲师入驻 (join/index), where they can become one, rather than to /mine/index.
 */
export const liveroomMineRoute = definePage({
  name: 'liveroom-mine',
  path: '/mine/liveroom/mine',
  meta: { ...mineMeta, title: '直播间管理' },
  load: () => import('../ui/LiveroomMinePage'),
});
