export { studioChannelRoutes } from './config/route';
