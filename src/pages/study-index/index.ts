export { studyIndexRoute } from './config/route';
