import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type PayOrder = {
  orderNo: string;
  goodsType: number;
  goodsId: number;
  payAmount: number;
  needPay: number;
  wxPayParams: { package: string; appId: string } | null;
};
type Coupon = { couponUserId: number };

const isBought = async (lessonId: number, userId = 21) =>
  (await apiGet<{ isBought: number }>('/api/ls/lesson/findStudioRoomDetail', { lessonId }, userId)).data.isBought;
const notify = (orderNo: string) => apiPost('/__mock/wxpay/notify', { orderNo, result: 'paid' }, null);

describe('orders', () => {
  beforeEach(() => resetMockDb());

  it('opens a pending lesson order and marks the lesson bought once WeChat Pay notifies', async () => {
    const order = await apiGet<PayOrder>('/api/lesson/webPage/newWxpay', { lessonId: 1 }, 21);
    expect(order.data).toMatchObject({ goodsType: 1, goodsId: 1, payAmount: 990, needPay: 1 });
    expect(order.data.wxPayParams?.package).toBe(`prepay_id=mock_${order.data.orderNo}`);
    expect(order.data.wxPayParams?.appId).toBe('wx_test');
    expect(await isBought(1)).toBe(0);
    expect((await notify(order.data.orderNo)).code).toBe(1);
    expect(await isBought(1)).toBe(1);
    expect((await apiGet('/api/lesson/webPage/newWxpay', { lessonId: 1 }, 21)).code).toBe(3);
  });

  it('buying a column or a package makes its lessons bought', async () => {
    const column = await apiGet<PayOrder>('/api/combo/webPage/payOrder', { cateId: 3 }, 21);
    expect(column.data).toMatchObject({ goodsType: 2, goodsId: 3, payAmount: 4900, needPay: 1 });
    await notify(column.data.orderNo);
    expect((await apiGet<{ isBought: number }>('/api/combo/detail', { cateId: 3 }, 21)).data.isBought).toBe(1);
    for (const lessonId of [16, 17, 18, 19]) expect(await isBought(lessonId)).toBe(1);
    const pack = await apiGet<PayOrder>('/api/combo/webPage/payOrder', { cateId: 7 }, 21);
    expect(pack.data.goodsType).toBe(3);
    await notify(pack.data.orderNo);
    expect(await isBought(30)).toBe(1);
  });

  it('completes a zero-price order at once', async () => {
    const free = await apiGet<PayOrder>('/api/lesson/webPage/newWxpay', { lessonId: 7 }, 21);
    expect(free.data).toMatchObject({ payAmount: 0, needPay: 0, wxPayParams: null });
    expect(await isBought(7)).toBe(1);
    // The learner's ¥50 lesson coupon covers lesson 27 (¥39.90) entirely.
    const covered = await apiGet<PayOrder>('/api/lesson/webPage/newWxpay', { lessonId: 27, couponUserId: 6 });
    expect(covered.data).toMatchObject({ payAmount: 0, needPay: 0, wxPayParams: null });
    expect(await isBought(27, 1)).toBe(1);
  });

  it('spends the coupon on payment, so it leaves the usable list', async () => {
    const usable = async () =>
      (await apiGet<Coupon[]>('/api/coupon/listGoodsUserCoupon', { goodsType: 1, goodsId: 6 })).data.map(
        (coupon) => coupon.couponUserId,
      );
    expect(await usable()).toContain(1);
    const order = await apiGet<PayOrder>('/api/lesson/webPage/newWxpay', { lessonId: 6, couponUserId: 1 });
    expect(order.data.payAmount).toBe(1990);
    expect(await usable()).toContain(1);
    await notify(order.data.orderNo);
    expect(await usable()).not.toContain(1);
    const used = await apiGet<Coupon[]>('/api/coupon/listGoodsUserCoupon', { status: 2 });
    expect(used.data.map((coupon) => coupon.couponUserId)).toContain(1);
  });

  it('refuses a coupon that does not fit and unknown orders', async () => {
    expect((await apiGet('/api/lesson/webPage/newWxpay', { lessonId: 6, couponUserId: 2 })).code).toBe(4);
    expect((await apiGet('/api/lesson/webPage/newWxpay', { lessonId: 6 }, null)).code).toBe(1000);
    expect((await notify('WK-nope')).code).toBe(2);
  });
});
