export { type CouponChoice, type CouponGoods, createCouponChoice } from './model/create-coupon-choice';
export { CouponChoiceRow } from './ui/CouponChoiceRow';
