import { describe, expect, it } from '@rstest/core';
import { callMock, setMockNow } from '@/app/activities/campaign.test-utils';

const LEARNER = 'mock.1.test';
const info = () => callMock<Record<string, unknown>>('GET', '/api/active/check-in/info', { token: LEARNER });
const sign = () => callMock<Record<string, unknown>>('POST', '/api/active/check-in/sign', { token: LEARNER });
/** 10:00 Beijing time on a day of December 2026. */
const december = (day: number) => setMockNow(Date.parse(`2026-12-${String(day).padStart(2, '0')}T10:00:00+08:00`));

describe('check-in mock backend', () => {
  it('answers 1000 without a valid token', async () => {
    expect((await callMock('GET', '/api/active/check-in/info', { token: '' })).code).toBe(1000);
  });

  it('takes one check-in per Beijing day', async () => {
    december(5);
    expect(await sign()).toMatchObject({ code: 1, data: { days: 1, checkedToday: 1, coupon: null } });
    expect(await sign()).toMatchObject({ code: 2, msg: '今天已经打过卡了' });
    // 23:59 the same day in Beijing is 15:59 UTC: still the 5th.
    setMockNow(Date.parse('2026-12-05T15:59:00Z'));
    expect((await sign()).code).toBe(2);
    setMockNow(Date.parse('2026-12-05T16:00:00Z'));
    expect(await sign()).toMatchObject({ code: 1, data: { days: 2 } });
  });

  it('gives the coupon on the seventh day, into the learner’s coupons', async () => {
    for (const day of [1, 2, 3, 4, 5, 6]) {
      december(day);
      expect((await sign()).data).toMatchObject({ days: day, coupon: null });
    }
    december(9);
    const seventh = await sign();
    expect(seventh.data).toMatchObject({ days: 7, coupon: { amount: 1000, minSpend: 3000 } });
    const coupons = await callMock<Record<string, unknown>[]>('GET', '/api/coupon/listGoodsUserCoupon', {
      token: LEARNER,
    });
    expect(coupons.data).toContainEqual(expect.objectContaining({ title: '打卡礼券 · 全场课程通用', amount: 1000 }));
    expect((await info()).data).toMatchObject({ days: 7, coupon: { amount: 1000 } });
  });
});
