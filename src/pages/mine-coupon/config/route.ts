/** My coupons (route `mine-coupon`); its code loads lazily. */
export const mineCouponRoute = {
  name: 'mine-coupon',
  load: () => import('../ui/MineCouponPage'),
};
