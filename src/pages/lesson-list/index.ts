export { lessonListRoutes } from './config/routes';
