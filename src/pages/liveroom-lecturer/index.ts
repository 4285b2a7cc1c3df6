export { liveroomLecturerRoute } from './config/route';
