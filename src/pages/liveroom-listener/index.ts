export { liveroomListenerRoute } from './config/route';
