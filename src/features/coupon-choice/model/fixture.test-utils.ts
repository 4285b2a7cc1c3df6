import type { UserCoupon } from '@/entities/coupon';

export function couponOf(couponUserId: number, terms: Partial<UserCoupon> = {}): UserCoupon {
  return {
    couponUserId,
    couponId: couponUserId,
    title: `券${couponUserId}`,
    couponType: 1,
    amount: 1000,
    discount: 100,
    minSpend: 0,
    goodsType: 0,
    startTime: 1_700_000_000_000,
    endTime: 1_800_000_000_000,
    status: 1,
    ...terms,
  };
}
