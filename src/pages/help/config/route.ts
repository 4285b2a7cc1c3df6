import { definePage, pagesIn } from '@/shared/routing';

const page = pagesIn(() => import('../ui/help-pages'));

/** 常见问题 and 投诉 (routes `help-question`, `help-report`), loaded lazily from one chunk (ui/help-pages.ts). */
export const helpRoutes = [
  definePage({
    name: 'help-question',
    path: '/help/question',
    meta: { title: '常见问题' },
    load: page('HelpQuestionPage'),
  }),
  definePage({
    name: 'help-report',
    path: '/help/report',
    meta: { title: '投诉' },
    load: page('HelpReportPage'),
  }),
] as const;
