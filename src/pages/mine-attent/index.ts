export { mineAttentRoute } from './config/route';
