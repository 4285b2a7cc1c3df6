import { definePage } from '@/shared/routing';

/** 常见问题 (route `help-question`); its code loads lazily. */
export const helpQuestionRoute = definePage({
  name: 'help-question',
  path: '/help/question',
  meta: { title: '常见问题' },
  load: () => import('../ui/HelpQuestionPage'),
});
