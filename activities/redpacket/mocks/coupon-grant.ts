import { grantCoupon as grantMockCoupon } from '../../../src/app/mock';
import { packetTexts } from './packet-rules';

/**
 * Each user's red packet has its own amount, so each gets an unlisted coupon template of their own; the id range
 * keeps clear of the seed's templates (single digits) and of any other campaign's.
 */
const COUPON_ID_BASE = 900_000;

export type Grant = { userId: number; amount: number; minSpend: number; openedAt: number; expiresAt: number };

/** Puts the packet into the core mock's coupons (我的优惠券, checkout), valid from opening to its expiry. */
export function grantCoupon({ userId, amount, minSpend, openedAt, expiresAt }: Grant): number {
  return grantMockCoupon({
    userId,
    couponId: COUPON_ID_BASE + userId,
    title: packetTexts.couponTitle,
    amount,
    minSpend,
    startTime: openedAt,
    endTime: expiresAt,
  });
}
