import type { UserCouponStatus } from '@/entities/coupon';

/** The three tabs, by the coupon status each lists. */
export const couponTabs: readonly { status: UserCouponStatus; label: string; empty: string }[] = [
  { status: 1, label: '可使用', empty: '暂无可使用的优惠券' },
  { status: 2, label: '已使用', empty: '暂无已使用的优惠券' },
  { status: 3, label: '已过期', empty: '暂无已过期的优惠券' },
];
