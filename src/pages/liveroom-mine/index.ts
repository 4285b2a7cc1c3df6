export { liveroomMineRoute } from './config/route';
