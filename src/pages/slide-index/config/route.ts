import { definePage, studioMeta } from '@/shared/routing';

/** 轮播图: the studio home's banner slides, in order (route `slide-index`; real-name gated, spec §5). */
export const slideIndexRoute = definePage({
  name: 'slide-index',
  path: '/mine/slide/index',
  meta: { ...studioMeta, title: '轮播图' },
  load: () => import('../ui/SlideIndexPage'),
});
