/** How to follow the official account (route `lesson-attent`); its code loads lazily. */
export const lessonAttentRoute = {
  name: 'lesson-attent',
  load: () => import('../ui/AttentPage'),
};
