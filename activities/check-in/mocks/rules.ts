/** What the mock decides about the check-in campaign (README.md). */
export const GOAL_DAYS = 7;
export const COUPON = { title: '打卡礼券 · 全场课程通用', amount: 1000, minSpend: 3000, validDays: 7 };
/** Coupon template ids of this campaign: clear of the seed's and of redpacket's (900 000 + user id). */
export const COUPON_ID_BASE = 910_000;
export const RULE = [
  '12 月 1 日至 31 日，每天可打卡 1 次。',
  '累计打卡 7 天，第 7 天送 ¥10 课程券（满 ¥30 可用，7 天内有效）。',
  '课程券放入「我的优惠券」，购买课程时可选。',
].join('\n');
const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;

/** The Beijing calendar day of a moment (days since 1970-01-01 there): one check-in per such day. */
export function beijingDay(at: number): number {
  return Math.floor((at + BEIJING) / DAY);
}

export function couponEnd(grantedAt: number): number {
  return grantedAt + COUPON.validDays * DAY;
}
