export { slideIndexRoute } from './config/route';
