export { helpReportRoute } from './config/route';
