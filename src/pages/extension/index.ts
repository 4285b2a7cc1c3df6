export { extensionRoutes } from './config/route';
