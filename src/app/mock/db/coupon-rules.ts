import type { CouponTemplateRecord, GoodsType, MockDb, UserCouponRecord } from './types';

/** Coupon maths shared by the coupon calls and the order calls. */
export type Goods = { goodsType: GoodsType; price: number };

export function findTemplate(db: MockDb, couponId: number): CouponTemplateRecord | undefined {
  return db.couponTemplates.find((template) => template.couponId === couponId);
}

/** Used wins over expired: a coupon spent before it lapsed still shows as used. */
export function couponStatus(template: CouponTemplateRecord, record: UserCouponRecord, now: number): 1 | 2 | 3 {
  if (record.status === 2) return 2;
  return template.endTime < now ? 3 : 1;
}

function templateFields(template: CouponTemplateRecord) {
  const { couponId, title, couponType, amount, discount, minSpend, goodsType, startTime, endTime } = template;
  return { couponId, title, couponType, amount, discount, minSpend, goodsType, startTime, endTime };
}

export function toUserCoupon(db: MockDb, record: UserCouponRecord, now: number) {
  const template = findTemplate(db, record.couponId);
  if (!template) return null;
  return {
    couponUserId: record.couponUserId,
    ...templateFields(template),
    status: couponStatus(template, record, now),
  };
}
export type UserCoupon = NonNullable<ReturnType<typeof toUserCoupon>>;

export function claimedCount(db: MockDb, couponId: number): number {
  return db.userCoupons.filter((record) => record.couponId === couponId).length;
}

export function toCouponTemplate(db: MockDb, template: CouponTemplateRecord, userId: number | null) {
  const claimed = db.userCoupons.some((record) => record.couponId === template.couponId && record.userId === userId);
  return {
    ...templateFields(template),
    remain: Math.max(0, template.total - claimedCount(db, template.couponId)),
    claimed: claimed ? 1 : 0,
  };
}

/**
 * Fen taken off `price`: a fixed amount (never more than the price) or the part a discount waives. A discounted
 * price is rounded down to whole fen, so a half fen goes to the buyer.
 */
export function couponSaving(template: CouponTemplateRecord, price: number): number {
  if (template.couponType === 1) return Math.min(template.amount, price);
  return price - Math.floor((price * template.discount) / 100);
}

export function appliesTo(template: CouponTemplateRecord, goods: Goods): boolean {
  return (template.goodsType === 0 || template.goodsType === goods.goodsType) && template.minSpend <= goods.price;
}

/** The user's coupons that can pay for `goods` now, largest saving first. */
export function usableCoupons(db: MockDb, userId: number, goods: Goods, now: number): UserCoupon[] {
  const usable: { coupon: UserCoupon; saving: number }[] = [];
  for (const record of db.userCoupons) {
    const template = findTemplate(db, record.couponId);
    if (record.userId !== userId || !template) continue;
    if (couponStatus(template, record, now) !== 1 || !appliesTo(template, goods)) continue;
    const coupon = toUserCoupon(db, record, now);
    if (coupon) usable.push({ coupon, saving: couponSaving(template, goods.price) });
  }
  return usable.sort((a, b) => b.saving - a.saving).map((entry) => entry.coupon);
}

/** Saving of one of the user's coupons on `goods`, or null when it cannot be used there. */
export function savingWith(db: MockDb, userId: number, couponUserId: number, goods: Goods, now: number): number | null {
  const usable = usableCoupons(db, userId, goods, now).some((coupon) => coupon.couponUserId === couponUserId);
  const record = db.userCoupons.find((item) => item.couponUserId === couponUserId);
  const template = record && findTemplate(db, record.couponId);
  return usable && template ? couponSaving(template, goods.price) : null;
}
