import type { CouponTemplate } from '@/entities/coupon';

export function offerOf(couponId: number, terms: Partial<CouponTemplate> = {}): CouponTemplate {
  return {
    couponId,
    title: `券${couponId}`,
    couponType: 1,
    amount: 1500,
    discount: 100,
    minSpend: 0,
    goodsType: 3,
    startTime: 1_700_000_000_000,
    endTime: 1_800_000_000_000,
    remain: 10,
    claimed: 0,
    ...terms,
  };
}
