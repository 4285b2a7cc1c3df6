export { lessonCardSchema } from '../api/lesson-card';
