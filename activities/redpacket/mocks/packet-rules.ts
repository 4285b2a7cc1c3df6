/** What the mock decides about the one red packet of the campaign (docs: activities/redpacket/README.md). */
export const PACKET_ID = 1;
export const MIN_AMOUNT = 188;
export const MAX_AMOUNT = 5000;
export const VALID_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

export const packetTexts = {
  title: '新人专享学习红包',
  couponTitle: '红包券 · 全场课程通用',
  rule: [
    '每位用户限领 1 次，金额随机，最高 ¥50.00。',
    '红包以课程券形式放入「我的优惠券」，购买单课、专栏和系列课时可用。',
    '订单满指定金额可用，自领取起 7 天内有效，过期作废。',
    '红包券不可提现、不可转赠。',
  ].join('\n'),
};

/**
 * The server, not the client, decides the amount; the mock makes it a fixed function of the user id so tests and
 * screenshots can count on it (user 1 always gets 2137 fen).
 */
export function amountFor(userId: number): number {
  const spread = MAX_AMOUNT - MIN_AMOUNT + 1;
  return MIN_AMOUNT + ((userId * 7919 + 104_729) % spread);
}

/** The coupon asks for an order of at least twice its value, in whole ¥10 steps, so it is never free money. */
export function minSpendFor(amount: number): number {
  return Math.ceil((amount * 2) / 1000) * 1000;
}

export function expiresAtFor(openedAt: number): number {
  return openedAt + VALID_DAYS * DAY;
}
