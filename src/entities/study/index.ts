export { getStudyBadgeFx } from './api/badge';
