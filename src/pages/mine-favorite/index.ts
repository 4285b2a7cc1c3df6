export { mineFavoriteRoute } from './config/route';
