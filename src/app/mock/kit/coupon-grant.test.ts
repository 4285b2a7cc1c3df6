import { describe, expect, it } from '@rstest/core';
import { apiGet, LEARNER } from '../api-client.test-utils';
import { grantCoupon } from './coupon-grant';

describe('grantCoupon', () => {
  it('puts a fixed-amount coupon for any goods into the user’s coupons', async () => {
    const couponUserId = grantCoupon({
      userId: LEARNER,
      couponId: 990_001,
      title: '打卡礼券',
      amount: 1000,
      minSpend: 3000,
      startTime: Date.now(),
      endTime: Date.now() + 86_400_000,
    });
    const coupons = await apiGet<Record<string, unknown>[]>('/api/coupon/listGoodsUserCoupon');
    expect(coupons.data.find((coupon) => coupon.couponUserId === couponUserId)).toMatchObject({
      title: '打卡礼券',
      couponType: 1,
      amount: 1000,
      minSpend: 3000,
      goodsType: 0,
      status: 1,
    });
  });
});
