export { inviteRoutes } from './config/route';
