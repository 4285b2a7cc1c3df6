import { routesIn, studioMeta } from '@/shared/routing';

const route = routesIn(() => import('../ui/studio-lesson-pages'), studioMeta);

/** The lecturer's lessons (spec §2 Mine lesson/*): one lazy chunk for the five screens, real-name gated (§5). */
export const studioLessonRoutes = [
  route('studio-lesson-index', '/mine/lesson/index', 'StudioLessonIndexPage', { title: '课程管理' }),
  route('studio-lesson-add', '/mine/lesson/add', 'StudioLessonAddPage', { title: '新建课程' }),
  route('studio-lesson-edit', '/mine/lesson/:id/edit', 'StudioLessonEditPage', { title: '编辑课程' }),
  route('studio-lesson-content', '/mine/lesson/content/:id', 'StudioLessonContentPage', { title: '课程介绍' }),
  route('studio-lesson-ware', '/mine/lesson/ware/:id', 'StudioLessonWarePage', { title: '课件' }),
] as const;
