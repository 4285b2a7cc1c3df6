import { definePage, mineMeta } from '@/shared/routing';

/** 我的收藏 (route `mine-favorite`); its code loads lazily. */
export const mineFavoriteRoute = definePage({
  name: 'mine-favorite',
  path: '/mine/favorite',
  meta: { ...mineMeta, title: '我的收藏', middleList: true },
  load: () => import('../ui/MineFavoritePage'),
});
