export { searchRoute } from './config/route';
