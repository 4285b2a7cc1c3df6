import type { RequestHandler } from 'msw';
import { apiGet, apiPost, fail, intParam, loggedIn, ok } from '../../../src/app/mock';
import { grantCoupon } from './coupon-grant';
import { amountFor, expiresAtFor, minSpendFor, PACKET_ID, packetTexts } from './packet-rules';

type OpenedPacket = { amount: number; couponUserId: number; openedAt: number };

/** Who opened their packet: userId → what they got. Emptied by reset (POST /__mock/reset, every test). */
let opened = new Map<number, OpenedPacket>();

export function reset(): void {
  opened = new Map();
}

function infoFor(userId: number, now: number) {
  const mine = opened.get(userId);
  return {
    packetId: PACKET_ID,
    opened: mine ? 1 : 0,
    // The amount is a surprise until the packet is opened.
    amount: mine ? mine.amount : null,
    title: packetTexts.title,
    rule: packetTexts.rule,
    couponTitle: packetTexts.couponTitle,
    minSpend: minSpendFor(amountFor(userId)),
    expiresAt: expiresAtFor(mine?.openedAt ?? now),
  };
}

export const handlers: RequestHandler[] = [
  apiGet(
    '/api/active/redpacket/info',
    loggedIn(({ viewer, now }) => ok(infoFor(viewer.id, now))),
  ),
  apiPost(
    '/api/active/redpacket/open',
    loggedIn(({ params, viewer, now }) => {
      if (intParam(params, 'packetId') !== PACKET_ID) return fail(3, '红包不存在');
      if (opened.has(viewer.id)) return fail(2, '已经领取过了');
      const amount = amountFor(viewer.id);
      const minSpend = minSpendFor(amount);
      const couponUserId = grantCoupon({
        userId: viewer.id,
        amount,
        minSpend,
        openedAt: now,
        expiresAt: expiresAtFor(now),
      });
      opened.set(viewer.id, { amount, couponUserId, openedAt: now });
      return ok({ amount, couponUserId });
    }),
  ),
];
