export { liveroomInfoRoute } from './config/route';
