import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '@/shared/api';
import { shareFx } from '@/shared/wechat';
import { comboCoupon, comboOffers, comboPageOpened } from './combo';

describe('combo offers', () => {
  it('package 6 (¥99.00): claiming 系列课满 ¥69 减 ¥15 makes it the buy button’s coupon, and the strip goes', async () => {
    const scope = fork({ values: [[$token, 'mock.1.test']], handlers: [[shareFx, async () => {}]] as never });
    await allSettled(comboPageOpened, { scope, params: { cateId: 6 } });
    expect(scope.getState(comboOffers.$goods)).toEqual({ goodsType: 3, goodsId: 6 });
    expect(scope.getState(comboOffers.$offer)?.price).toBe(8400);
    const before = scope.getState(comboCoupon.$chosen)?.couponId;
    expect(before).not.toBe(4);
    await allSettled(comboOffers.sheetOpened, { scope });
    await allSettled(comboOffers.claimClicked, { scope, params: 4 });
    expect(scope.getState(comboCoupon.$chosen)?.couponId).toBe(4);
    expect(scope.getState(comboCoupon.$payPrice)).toBe(8400);
    expect(scope.getState(comboOffers.$offer)).toBeNull();
  });
});
