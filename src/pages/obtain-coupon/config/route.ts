import { definePage } from '@/shared/routing';

/** Claim a coupon from a shared link (route `obtain-coupon`); its code loads lazily. */
export const obtainCouponRoute = definePage({
  name: 'obtain-coupon',
  path: '/obtain/coupon/:id',
  meta: { title: '领取优惠券' },
  load: () => import('../ui/ObtainCouponPage'),
});
