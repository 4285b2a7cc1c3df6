import type { UserCoupon } from '@/entities/coupon';

/** Whether the coupon can pay for goods of this price (the server says so too; an answer to the contrary is dropped). */
export function reachesMinSpend(coupon: Pick<UserCoupon, 'minSpend'>, price: number): boolean {
  return coupon.minSpend <= price;
}
