import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, LEARNER, LECTURER, type Page, PENDING_LECTURER, smsCodeFor } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type Account = { availableAmt: number; pendingAmt: number; totalAmt: number; inviteCode: string };
type Commission = { orderNo: string; goodsName: string; payAmount: number; commission: number; status: number };

const account = async (userId = LEARNER) => (await apiGet<Account>('/api/promotion/account', {}, userId)).data;
const commissions = async (userId = LEARNER) =>
  (await apiGet<Page<Commission>>('/api/promotion/commissions', {}, userId)).data.list;

/** Buys a lesson as `buyer` through `promoter`'s link (`s`), paid by the simulated WeChat notification. */
async function buyLesson(buyer: number, lessonId: number, promoter: number | '') {
  const order = await apiGet<{ orderNo: string }>('/api/lesson/webPage/newWxpay', { lessonId, s: promoter }, buyer);
  expect(order.code).toBe(1);
  await apiPost('/__mock/wxpay/notify', { orderNo: order.data.orderNo, result: 'paid' }, null);
  return order.data.orderNo;
}

describe('promotion attribution', () => {
  beforeEach(() => resetMockDb());

  it('credits the promoter 20% of lesson 8 (¥19.90 → ¥3.98), pending, then settled into the balance', async () => {
    const orderNo = await buyLesson(PENDING_LECTURER, 8, LEARNER);
    expect(await commissions()).toEqual([
      expect.objectContaining({ orderNo, payAmount: 1990, commission: 398, status: 1 }),
    ]);
    expect(await account()).toMatchObject({ availableAmt: 0, pendingAmt: 398, totalAmt: 398 });
    expect((await apiPost('/__mock/promotion/settle', {}, LEARNER)).data).toEqual({ settled: 1 });
    expect(await account()).toMatchObject({ availableAmt: 398, pendingAmt: 0, totalAmt: 398 });
    expect((await commissions())[0]?.status).toBe(2);
  });

  it('credits nobody for the buyer’s own link, goods closed to promotion, or no link', async () => {
    await buyLesson(LEARNER, 22, LEARNER);
    await buyLesson(PENDING_LECTURER, 2, LEARNER); // lesson 2 keeps canDistribut 2
    await buyLesson(LECTURER, 8, '');
    expect(await commissions()).toEqual([]);
    expect(await account()).toMatchObject({ pendingAmt: 0, totalAmt: 0 });
  });

  it('seeds 周老师 with commission past the refund window (withdrawable) and one order inside it', async () => {
    expect(await account(PENDING_LECTURER)).toMatchObject({ availableAmt: 1990, pendingAmt: 298, totalAmt: 2288 });
    const mine = await commissions(PENDING_LECTURER);
    expect(mine.map((record) => record.status)).toEqual([1, 2, 2, 2, 2, 2, 2]);
    expect(mine[0]).toMatchObject({ goodsName: '科学应对孩子的叛逆期', payAmount: 1990, commission: 298 });
  });

  it('lists promotable goods with their commission', async () => {
    const goods = await apiGet<Page<{ goodsId: number; goodsType: number; commission: number; canDistribut: number }>>(
      '/api/promotion/goods',
      { pageSize: 50 },
    );
    expect(goods.data.list.every((item) => item.canDistribut === 1)).toBe(true);
    expect(goods.data.list.find((item) => item.goodsType === 1 && item.goodsId === 8)?.commission).toBe(398);
  });

  it('withdraws commission once per client request id, within the balance, with the SMS code', async () => {
    await buyLesson(PENDING_LECTURER, 8, LEARNER);
    await buyLesson(LECTURER, 22, LEARNER); // 15% of 1990 = 298.5 → 298
    await apiPost('/__mock/promotion/settle', {}, LEARNER);
    expect((await account()).availableAmt).toBe(696);
    const withdraw = (fields: Record<string, string | number>) =>
      apiPost<{ availableAmt: number; recordId: number }>('/api/promotion/withdraw', fields, LEARNER);
    const mobile = '13800138001';
    const smsCode = await smsCodeFor(mobile);
    expect((await withdraw({ amount: 99, mobile, smsCode })).code).toBe(4);
    expect((await withdraw({ amount: 697, mobile, smsCode })).code).toBe(2);
    expect((await withdraw({ amount: 100, mobile, smsCode: smsCode === '000000' ? '111111' : '000000' })).code).toBe(5);
    const first = await withdraw({ amount: 500, mobile, smsCode, clientRequestId: 'r1' });
    const again = await withdraw({ amount: 500, mobile, smsCode, clientRequestId: 'r1' });
    expect(first.data.availableAmt).toBe(196);
    expect(again.data).toEqual(first.data);
    expect((await account()).availableAmt).toBe(196);
  });
});
