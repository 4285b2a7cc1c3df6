export { topicRoutes } from './config/route';
