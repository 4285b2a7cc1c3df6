import { liveRoomDetailCall } from '@/entities/lesson';
import { definePage } from '@/shared/routing';

/** The lesson's page (route `lesson-play`, /lesson/play/:id); its code loads lazily. */
export const lessonPlayRoute = definePage({
  name: 'lesson-play',
  path: '/lesson/play/:id',
  meta: { title: '课程详情', share: true, auth: 'base' },
  load: () => import('../ui/LessonPlayPage'),
  // A shared lesson link's first call: its detail, asked with the viewer's call (the page's LCP is its cover).
  landing: ({ id }) => liveRoomDetailCall(id),
});
