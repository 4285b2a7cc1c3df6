import { definePage, mineMeta } from '@/shared/routing';

/** 我的, the personal tab (route `mine-index`); its code loads lazily. */
export const mineIndexRoute = definePage({
  name: 'mine-index',
  path: '/mine/index',
  meta: { ...mineMeta, title: '我的', tab: 'mine' },
  load: () => import('../ui/MineIndexPage'),
});
