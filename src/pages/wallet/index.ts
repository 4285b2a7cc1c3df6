export { walletRoutes } from './config/route';
