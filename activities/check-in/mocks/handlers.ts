import type { RequestHandler } from 'msw';
import { apiGet, apiPost, fail, grantCoupon, loggedIn, ok } from '../../../src/app/mock';
import { beijingDay, COUPON, COUPON_ID_BASE, couponEnd, GOAL_DAYS, RULE } from './rules';

// Relative imports only: the dev server loads this file directly (and again after each edit).

type CheckIns = { days: Set<number>; couponUserId: number | null };

/** userId → the Beijing days they checked in on, and their coupon once won. Emptied by reset. */
let records = new Map<number, CheckIns>();

export function reset(): void {
  records = new Map();
}

function checkInsOf(userId: number): CheckIns {
  const found = records.get(userId) ?? { days: new Set<number>(), couponUserId: null };
  records.set(userId, found);
  return found;
}

function progressOf(record: CheckIns, now: number) {
  return {
    days: Math.min(record.days.size, GOAL_DAYS),
    goal: GOAL_DAYS,
    checkedToday: record.days.has(beijingDay(now)) ? 1 : 0,
    coupon: record.couponUserId === null ? null : { couponUserId: record.couponUserId, ...COUPON },
    rule: RULE,
  };
}

// `now` is the mock's clock: tests and the time override (?activityNow=) set it to fake another day.
export const handlers: RequestHandler[] = [
  apiGet(
    '/api/active/check-in/info',
    loggedIn(({ viewer, now }) => ok(progressOf(checkInsOf(viewer.id), now))),
  ),
  apiPost(
    '/api/active/check-in/sign',
    loggedIn(({ viewer, now }) => {
      const record = checkInsOf(viewer.id);
      if (record.days.has(beijingDay(now))) return fail(2, '今天已经打过卡了');
      record.days.add(beijingDay(now));
      if (record.days.size === GOAL_DAYS) {
        record.couponUserId = grantCoupon({
          userId: viewer.id,
          couponId: COUPON_ID_BASE + viewer.id,
          title: COUPON.title,
          amount: COUPON.amount,
          minSpend: COUPON.minSpend,
          startTime: now,
          endTime: couponEnd(now),
        });
      }
      return ok(progressOf(record, now));
    }),
  ),
];
