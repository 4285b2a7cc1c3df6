import { definePage, lecturerMeta } from '@/shared/routing';

/** 直播间资料 (route `liveroom-info`): lecturer-only, as spec §5 gates liveroom info; its code loads lazily. */
export const liveroomInfoRoute = definePage({
  name: 'liveroom-info',
  path: '/mine/liveroom/info',
  meta: { ...lecturerMeta, title: '直播间资料' },
  load: () => import('../ui/LiveroomInfoPage'),
});
