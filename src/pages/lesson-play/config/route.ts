/** The lesson's page (route `lesson-play`, /lesson/play/:id); its code loads lazily. */
export const lessonPlayRoute = {
  name: 'lesson-play',
  load: () => import('../ui/LessonPlayPage'),
};
