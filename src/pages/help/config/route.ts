import { routesIn } from '@/shared/routing';

const route = routesIn(() => import('../ui/help-pages'));

/** 常见问题 and 投诉 (routes `help-question`, `help-report`), loaded lazily from one chunk (ui/help-pages.ts). */
export const helpRoutes = [
  route('help-question', '/help/question', 'HelpQuestionPage', { title: '常见问题' }),
  route('help-report', '/help/report', 'HelpReportPage', { title: '投诉' }),
] as const;
