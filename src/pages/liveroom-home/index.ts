export { liveroomHomeRoute } from './config/route';
