import { definePage } from '@/shared/routing';

/** 投诉 (route `help-report`); its code loads lazily. */
export const helpReportRoute = definePage({
  name: 'help-report',
  path: '/help/report',
  meta: { title: '投诉' },
  load: () => import('../ui/HelpReportPage'),
});
