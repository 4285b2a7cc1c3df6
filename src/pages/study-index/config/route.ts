import { definePage } from '@/shared/routing';

/** 学习, the study tab (route `study-index`); its code loads lazily. */
export const studyIndexRoute = definePage({
  name: 'study-index',
  path: '/study/index',
  meta: { title: '学习', tab: 'study', bodyClass: 'bg-gray' },
  load: () => import('../ui/StudyIndexPage'),
});
