export { slideFormRoutes } from './config/route';
