import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type Coupon = { couponUserId: number; couponId: number; status: number };
type Template = { couponId: number; remain: number; claimed: number };

describe('coupons', () => {
  beforeEach(() => resetMockDb());

  it('claims a listed coupon once, refusing expired and claimed-out ones', async () => {
    const claimed = await apiGet<Coupon>('/api/coupon/saveCouponUser', { couponId: 4 });
    expect(claimed.data).toMatchObject({ couponId: 4, status: 1 });
    expect(await apiGet('/api/coupon/saveCouponUser', { couponId: 4 })).toEqual({
      code: 2,
      msg: '已经领取过了',
      data: null,
    });
    expect((await apiGet('/api/coupon/saveCouponUser', { couponId: 6 }, 21)).msg).toBe('优惠券已过期');
    expect((await apiGet('/api/coupon/saveCouponUser', { couponId: 6 }, 21)).code).toBe(3);
    expect(await apiGet('/api/coupon/saveCouponUser', { couponId: 5 })).toEqual({
      code: 4,
      msg: '优惠券已领完',
      data: null,
    });
    const mine = await apiGet<Coupon[]>('/api/coupon/listGoodsUserCoupon', { status: 1 });
    expect(mine.data.map((coupon) => coupon.couponUserId)).toContain(claimed.data.couponUserId);
  });

  it('lists claimable templates with what is left and whether the viewer has one', async () => {
    const templates = await apiGet<Template[]>('/api/coupon/listCouponSpecial');
    const byId = new Map(templates.data.map((template) => [template.couponId, template]));
    expect(byId.get(1)).toMatchObject({ claimed: 1 });
    expect(byId.get(4)).toMatchObject({ claimed: 0 });
    expect(byId.get(5)).toMatchObject({ remain: 0 });
    expect(byId.has(6)).toBe(false);
    const forColumn = await apiGet<Template[]>('/api/coupon/listCouponSpecial', { goodsType: 2, goodsId: 2 });
    expect(forColumn.data.map((template) => template.couponId).sort()).toEqual([1, 2, 5]);
  });

  it('sorts my coupons into usable, used and expired', async () => {
    const status = async (value: number) =>
      (await apiGet<Coupon[]>('/api/coupon/listGoodsUserCoupon', { status: value })).data.map((c) => c.couponUserId);
    expect(await status(1)).toEqual(expect.arrayContaining([1, 2, 3, 6]));
    expect(await status(2)).toEqual([4]);
    expect(await status(3)).toEqual([5]);
  });

  it('prices goods with a coupon and picks the largest saving', async () => {
    // Lesson 6 costs ¥29.90: ¥10 off, 8.5 折 (¥4.49 off) or ¥50 off (capped at the price).
    const tenOff = await apiGet('/api/coupon/calculateGoodsConponPrice', { goodsType: 1, goodsId: 6, couponUserId: 1 });
    expect(tenOff.data).toEqual({ originalPrice: 2990, couponPrice: 1000, payPrice: 1990 });
    const discount = await apiGet('/api/coupon/calculateGoodsConponPrice', {
      goodsType: 1,
      goodsId: 6,
      couponUserId: 3,
    });
    expect(discount.data).toEqual({ originalPrice: 2990, couponPrice: 449, payPrice: 2541 });
    const best = await apiGet<{ pop: number; coupon: Coupon | null }>('/api/coupon/isPopMaxCoupon', {
      goodsType: 1,
      goodsId: 6,
    });
    expect(best.data.pop).toBe(1);
    expect(best.data.coupon?.couponUserId).toBe(6);
    // Column 1 costs ¥29.90, under the ¥49 minimum of coupon 2; a lesson-only coupon does not fit a column.
    expect(
      (await apiGet('/api/coupon/calculateGoodsConponPrice', { goodsType: 2, goodsId: 1, couponUserId: 2 })).code,
    ).toBe(3);
    expect(
      (await apiGet('/api/coupon/calculateGoodsConponPrice', { goodsType: 2, goodsId: 2, couponUserId: 3 })).code,
    ).toBe(3);
    const column = await apiGet<Coupon[]>('/api/coupon/listGoodsUserCoupon', { goodsType: 2, goodsId: 2 });
    expect(column.data.map((coupon) => coupon.couponUserId)).toEqual([1, 2]);
    const none = await apiGet<{ pop: number }>('/api/coupon/isPopMaxCoupon', { goodsType: 1, goodsId: 6 }, 23);
    expect(none.data).toEqual({ pop: 0, coupon: null });
  });

  it('offers a special price from the best coupon still to claim', async () => {
    const special = await apiGet('/api/coupon/calcCouponSpecial', { goodsType: 3, goodsId: 6 });
    expect(special.data).toMatchObject({ hasSpecial: 1, specialPrice: 8400, originalPrice: 9900 });
  });
});
