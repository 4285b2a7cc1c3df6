export { mineCouponRoute } from './config/route';
