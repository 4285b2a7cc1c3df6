import { formatMoney } from '@/shared/lib/format';
import type { UserCoupon } from '../api/coupon';

type CouponTerms = Pick<UserCoupon, 'couponType' | 'amount' | 'discount' | 'minSpend' | 'endTime'>;

/** What the coupon is worth: ¥10.00 off, or 8.5折 (discount = percent paid). */
export function couponValue(coupon: CouponTerms): string {
  if (coupon.couponType === 1) return formatMoney(coupon.amount);
  const tenths = coupon.discount / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)}折`;
}

export function couponCondition(coupon: CouponTerms): string {
  return coupon.minSpend > 0 ? `满${formatMoney(coupon.minSpend)}可用` : '无门槛';
}

const pad = (value: number) => String(value).padStart(2, '0');

export function couponExpiry(coupon: CouponTerms): string {
  const end = new Date(coupon.endTime);
  return `有效期至 ${end.getFullYear()}.${pad(end.getMonth() + 1)}.${pad(end.getDate())}`;
}
