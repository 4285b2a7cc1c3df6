export { lessonPlayRoute } from './config/route';
