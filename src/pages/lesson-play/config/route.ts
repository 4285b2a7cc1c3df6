import { definePage } from '@/shared/routing';

/** The lesson's page (route `lesson-play`, /lesson/play/:id); its code loads lazily. */
export const lessonPlayRoute = definePage({
  name: 'lesson-play',
  path: '/lesson/play/:id',
  meta: { title: '课程详情', share: true, auth: 'base' },
  // Named: index.html's early script preloads this chunk on a landing on a lesson (src/app/early).
  load: () => import(/* webpackChunkName: "page-lesson-play" */ '../ui/LessonPlayPage'),
});
