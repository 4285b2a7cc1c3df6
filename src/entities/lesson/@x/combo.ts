export { lessonCardSchema, markTypeSchema, refId } from '../api/lesson-card';
