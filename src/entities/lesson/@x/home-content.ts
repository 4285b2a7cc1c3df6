export { markTypeSchema } from '../api/mark-type';
