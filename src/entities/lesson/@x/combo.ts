export { lessonCardSchema, refId } from '../api/lesson-card';
export { markTypeSchema } from '../api/mark-type';
