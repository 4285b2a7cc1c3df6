import { definePage, lecturerMeta, mineMeta } from '@/shared/routing';

/** 可上架课程 (route `liveroom-index`): the lecturer's lessons, those not on the studio home first (spec §5 gating). */
export const liveroomIndexRoute = definePage({
  name: 'liveroom-index',
  path: '/mine/liveroom/index',
  meta: { ...lecturerMeta, title: '可上架课程' },
  load: () => import('../ui/LiveroomIndexPage'),
});

/**
 * 确认课程信息 (route `liveroom-extension`): `?lessonId=` from 可上架课程; what the lesson will be listed with, then
 * 确认上架. The spec does not gate it; its calls answer a non-lecturer 您还不是讲师, which the page shows.
 */
export const liveroomExtensionRoute = definePage({
  name: 'liveroom-extension',
  path: '/mine/liveroom/extension',
  meta: { ...mineMeta, title: '确认课程信息' },
  load: () => import('../ui/LiveroomExtensionPage'),
});
