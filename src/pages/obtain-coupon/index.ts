export { obtainCouponRoute } from './config/route';
