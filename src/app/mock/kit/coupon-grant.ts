import { getDb, takeId } from '../db/store';

export type CouponGrant = {
  userId: number;
  /** The coupon template's id: keep a campaign's ids in a range of its own (the seed uses single digits). */
  couponId: number;
  title: string;
  /** Fen off the order. */
  amount: number;
  /** Fen the order must reach; 0 for none. */
  minSpend: number;
  /** Epoch ms: valid from, and valid before. */
  startTime: number;
  endTime: number;
};

/**
 * Gives a user a fixed-amount coupon for any goods, the way a campaign's prize does: an unlisted template and the
 * user's coupon, so 我的优惠券 and checkout see it like any other. The core store is re-seeded on reset, which drops
 * it along with the campaign's own state. Answers the new couponUserId.
 */
export function grantCoupon({ userId, couponId, title, amount, minSpend, startTime, endTime }: CouponGrant): number {
  const db = getDb();
  if (!db.couponTemplates.some((template) => template.couponId === couponId)) {
    db.couponTemplates.push({
      couponId,
      title,
      couponType: 1,
      amount,
      discount: 100,
      minSpend,
      goodsType: 0,
      startTime,
      endTime,
      total: 1,
      listed: false,
    });
  }
  const couponUserId = takeId('couponUser');
  db.userCoupons.push({ couponUserId, couponId, userId, status: 1 });
  return couponUserId;
}
