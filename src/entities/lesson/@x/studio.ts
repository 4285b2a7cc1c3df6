export { lessonCardSchema, lessonPageSchema } from '../api/lesson-card';
