import { definePage, mineMeta } from '@/shared/routing';

/** 我的关注 (route `mine-attent`); its code loads lazily. */
export const mineAttentRoute = definePage({
  name: 'mine-attent',
  path: '/mine/attent',
  meta: { ...mineMeta, title: '我的关注', middleList: true },
  load: () => import('../ui/MineAttentPage'),
});
