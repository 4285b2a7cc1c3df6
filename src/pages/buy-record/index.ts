export { buyRecordRoute } from './config/route';
