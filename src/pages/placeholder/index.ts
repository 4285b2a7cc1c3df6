export { placeholderRoute } from './config/route';
