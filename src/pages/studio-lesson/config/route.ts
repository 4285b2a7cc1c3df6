import { definePage, pagesIn, studioMeta } from '@/shared/routing';

const page = pagesIn(() => import('../ui/studio-lesson-pages'));

/** The lecturer's lessons (spec §2 Mine lesson/*): one lazy chunk for the five screens, real-name gated (§5). */
export const studioLessonRoutes = [
  definePage({
    name: 'studio-lesson-index',
    path: '/mine/lesson/index',
    meta: { ...studioMeta, title: '课程管理' },
    load: page('StudioLessonIndexPage'),
  }),
  definePage({
    name: 'studio-lesson-add',
    path: '/mine/lesson/add',
    meta: { ...studioMeta, title: '新建课程' },
    load: page('StudioLessonAddPage'),
  }),
  definePage({
    name: 'studio-lesson-edit',
    path: '/mine/lesson/:id/edit',
    meta: { ...studioMeta, title: '编辑课程' },
    load: page('StudioLessonEditPage'),
  }),
  definePage({
    name: 'studio-lesson-content',
    path: '/mine/lesson/content/:id',
    meta: { ...studioMeta, title: '课程介绍' },
    load: page('StudioLessonContentPage'),
  }),
  definePage({
    name: 'studio-lesson-ware',
    path: '/mine/lesson/ware/:id',
    meta: { ...studioMeta, title: '课件' },
    load: page('StudioLessonWarePage'),
  }),
] as const;
