export { minePersonInfoRoute } from './config/route';
