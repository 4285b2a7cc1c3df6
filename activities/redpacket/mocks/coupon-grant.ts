import { getDb, takeId } from '../../../src/app/mock';
import { packetTexts } from './packet-rules';

/**
 * Each user's red packet has its own amount, so each gets an unlisted coupon template of their own; the id range
 * keeps clear of the seed's templates (single digits) and of any other campaign's.
 */
const COUPON_ID_BASE = 900_000;

export type Grant = { userId: number; amount: number; minSpend: number; openedAt: number; expiresAt: number };

/**
 * Puts the packet into the core mock's coupons (我的优惠券, checkout), where it behaves as any fixed-amount coupon
 * for all goods. The core store is re-seeded on reset, which drops these along with the campaign's own state.
 */
export function grantCoupon({ userId, amount, minSpend, openedAt, expiresAt }: Grant): number {
  const db = getDb();
  const couponId = COUPON_ID_BASE + userId;
  db.couponTemplates.push({
    couponId,
    title: packetTexts.couponTitle,
    couponType: 1,
    amount,
    discount: 100,
    minSpend,
    goodsType: 0,
    startTime: openedAt,
    endTime: expiresAt,
    total: 1,
    listed: false,
  });
  const couponUserId = takeId('couponUser');
  db.userCoupons.push({ couponUserId, couponId, userId, status: 1 });
  return couponUserId;
}
