import { definePage, mineMeta } from '@/shared/routing';

/** My coupons (route `mine-coupon`); its code loads lazily. */
export const mineCouponRoute = definePage({
  name: 'mine-coupon',
  path: '/mine/coupon',
  meta: { ...mineMeta, title: '我的优惠券' },
  load: () => import('../ui/MineCouponPage'),
});
