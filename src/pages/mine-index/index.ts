export { mineIndexRoute } from './config/route';
