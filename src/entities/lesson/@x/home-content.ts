export { markTypeSchema } from '../api/lesson-card';
