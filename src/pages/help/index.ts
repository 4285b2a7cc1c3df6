export { helpRoutes } from './config/route';
