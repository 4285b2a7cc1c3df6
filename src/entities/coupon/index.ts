export type { CouponGoodsType, CouponTemplate, UserCoupon, UserCouponStatus } from './api/coupon';
export {
  type BestCoupon,
  type CouponPrice,
  claimCouponFx,
  getBestCouponFx,
  getClaimableCouponsFx,
  getCouponPriceFx,
  getSpecialPriceFx,
  getUserCouponsFx,
  type SpecialPrice,
} from './api/coupon-calls';
export { couponCondition, couponExpiry, couponValue } from './lib/describe';
export { CouponCard } from './ui/CouponCard';
