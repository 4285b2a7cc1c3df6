export { studioLessonRoutes } from './config/route';
