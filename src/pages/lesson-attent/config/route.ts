import { definePage } from '@/shared/routing';

/** How to follow the official account (route `lesson-attent`); its code loads lazily. */
export const lessonAttentRoute = definePage({
  name: 'lesson-attent',
  path: '/lesson/attent',
  meta: { title: '关注公众号', auth: 'base' },
  load: () => import('../ui/AttentPage'),
});
