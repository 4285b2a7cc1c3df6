import { definePage, studioMeta } from '@/shared/routing';

/**
 * The slide form and its picker (routes `slide-add`, `slide-edit`, `slide-choose`) share one model: the picker
 * writes the chosen lesson or column into the form it was opened from. Real-name gated (spec §5: slide pages).
 */
export const slideAddRoute = definePage({
  name: 'slide-add',
  path: '/mine/slide/add',
  meta: { ...studioMeta, title: '新建轮播图' },
  load: () => import('../ui/SlideFormPage'),
});

export const slideEditRoute = definePage({
  name: 'slide-edit',
  path: '/mine/slide/:id/edit',
  meta: { ...studioMeta, title: '编辑轮播图' },
  load: () => import('../ui/SlideFormPage'),
});

/** `type` 1: one of the studio's lessons; 2: one of its columns (another number shows the lessons). */
export const slideChooseRoute = definePage({
  name: 'slide-choose',
  path: '/mine/slide/choose/:type',
  meta: { ...studioMeta, title: '选择关联内容' },
  load: () => import('../ui/SlideChoosePage'),
});

export const slideFormRoutes = [slideAddRoute, slideEditRoute, slideChooseRoute] as const;
