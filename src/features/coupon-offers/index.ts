export { type CouponOffers, createCouponOffers, type OfferGoods } from './model/create-coupon-offers';
export { CouponOfferStrip } from './ui/CouponOfferStrip';
