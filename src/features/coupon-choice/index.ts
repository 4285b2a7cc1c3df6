export { couponCondition, couponExpiry, couponValue } from './lib/describe';
export { type CouponChoice, type CouponGoods, createCouponChoice } from './model/create-coupon-choice';
export { CouponCard } from './ui/CouponCard';
export { CouponChoiceRow } from './ui/CouponChoiceRow';
