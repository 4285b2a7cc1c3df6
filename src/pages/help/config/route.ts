import { definePage } from '@/shared/routing';

/** 常见问题 and 投诉 (routes `help-question`, `help-report`), loaded lazily from one chunk (ui/help-pages.ts). */
export const helpRoutes = [
  definePage({
    name: 'help-question',
    path: '/help/question',
    meta: { title: '常见问题' },
    load: () => import('../ui/help-pages').then((pages) => ({ default: pages.HelpQuestionPage })),
  }),
  definePage({
    name: 'help-report',
    path: '/help/report',
    meta: { title: '投诉' },
    load: () => import('../ui/help-pages').then((pages) => ({ default: pages.HelpReportPage })),
  }),
] as const;
