// 常见问题 and 投诉 share one lazy chunk: every async chunk adds its name and hash to the chunk map in the home
// screen's runtime, and that budget has no bytes to spare.
export { HelpQuestionPage } from './HelpQuestionPage';
export { HelpReportPage } from './HelpReportPage';
