import { definePage, studioMeta } from '@/shared/routing';

const pages = () => import('../ui/studio-lesson-pages');

/** The lecturer's lessons (spec §2 Mine lesson/*): one lazy chunk for the five screens, real-name gated (§5). */
export const studioLessonRoutes = [
  definePage({
    name: 'studio-lesson-index',
    path: '/mine/lesson/index',
    meta: { ...studioMeta, title: '课程管理' },
    load: () => pages().then((module) => ({ default: module.StudioLessonIndexPage })),
  }),
  definePage({
    name: 'studio-lesson-add',
    path: '/mine/lesson/add',
    meta: { ...studioMeta, title: '新建课程' },
    load: () => pages().then((module) => ({ default: module.StudioLessonAddPage })),
  }),
  definePage({
    name: 'studio-lesson-edit',
    path: '/mine/lesson/:id/edit',
    meta: { ...studioMeta, title: '编辑课程' },
    load: () => pages().then((module) => ({ default: module.StudioLessonEditPage })),
  }),
  definePage({
    name: 'studio-lesson-content',
    path: '/mine/lesson/content/:id',
    meta: { ...studioMeta, title: '课程介绍' },
    load: () => pages().then((module) => ({ default: module.StudioLessonContentPage })),
  }),
  definePage({
    name: 'studio-lesson-ware',
    path: '/mine/lesson/ware/:id',
    meta: { ...studioMeta, title: '课件' },
    load: () => pages().then((module) => ({ default: module.StudioLessonWarePage })),
  }),
] as const;
