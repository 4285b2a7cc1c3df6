/** Claim a coupon from a shared link (route `obtain-coupon`); its code loads lazily. */
export const obtainCouponRoute = {
  name: 'obtain-coupon',
  load: () => import('../ui/ObtainCouponPage'),
};
