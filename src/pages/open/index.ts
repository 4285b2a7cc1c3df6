export { openRoutes } from './config/route';
