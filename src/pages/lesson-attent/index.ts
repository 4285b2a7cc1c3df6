export { lessonAttentRoute } from './config/route';
