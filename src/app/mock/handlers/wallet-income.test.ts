import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, LEARNER, LECTURER, type Page, PENDING_LECTURER } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type GoodsIncome = { goodsType: number; goodsId: number; name: string; orderCount: number; income: number };
type Entry = { type: number; title: string; amount: number };

const byGoods = async (fields: Record<string, number> = {}, userId = LECTURER) =>
  (await apiGet<Page<GoodsIncome>>('/api/wallet/incomeByGoods', { pageSize: 50, ...fields }, userId)).data;
const brief = (rows: GoodsIncome[]) => rows.map((row) => [row.goodsType, row.goodsId, row.orderCount, row.income]);
const DAY = 86_400_000;

describe('wallet income from the paid orders (90 % to the lecturer, less commission)', () => {
  beforeEach(() => resetMockDb());

  it('sums each lesson, column and package of the studio, highest income first', async () => {
    const page = await byGoods();
    expect(brief(page.list)).toEqual([
      [3, 6, 2, 17820], // 职场进阶全家桶 ¥99.00 × 2 → 2 × 8910
      [1, 6, 2, 5382], // ¥29.90 × 2 → 2 × floor(2691)
      [2, 1, 2, 5382],
      [1, 41, 1, 3591],
      [1, 8, 1, 1791],
      [1, 40, 1, 1341],
      [1, 3, 1, 1161],
      [1, 1, 1, 891],
      [1, 2, 1, 891],
      [1, 5, 1, 891],
    ]);
    expect(page.list[0]?.name).toBe('职场进阶全家桶');
    expect(page.total).toBe(10);
  });

  it('keeps to the period asked for', async () => {
    const week = await byGoods({ since: Date.now() - 7 * DAY });
    expect(brief(week.list)).toEqual([
      [3, 6, 1, 8910],
      [2, 1, 2, 5382],
      [1, 41, 1, 3591],
      [1, 6, 1, 2691],
      [1, 40, 1, 1341],
      [1, 3, 1, 1161],
      [1, 2, 1, 891],
    ]);
  });

  it('pays the promoter’s commission out of the lecturer’s part, and lists the same sales by time', async () => {
    const order = await apiGet<{ orderNo: string }>(
      '/api/lesson/webPage/newWxpay',
      { lessonId: 8, s: LEARNER },
      PENDING_LECTURER,
    );
    await apiPost('/__mock/wxpay/notify', { orderNo: order.data.orderNo, result: 'paid' }, null);
    const lesson8 = (await byGoods()).list.find((row) => row.goodsType === 1 && row.goodsId === 8);
    expect(lesson8).toMatchObject({ orderCount: 2, income: 1791 + (1791 - 398) });
    const entries = await apiGet<Page<Entry>>('/api/wallet/records', { type: 1, pageSize: 50 }, LECTURER);
    expect(entries.data.list[0]).toMatchObject({ title: '《职场英语：开口就能用的 100 句》课程收入', amount: 1393 });
    const total = entries.data.list.reduce((sum, entry) => sum + entry.amount, 0);
    expect(total).toBe((await byGoods()).list.reduce((sum, row) => sum + row.income, 0));
  });

  it('answers an empty list to a lecturer who sold nothing and 10 to a learner', async () => {
    expect((await byGoods({}, PENDING_LECTURER)).list).toEqual([]);
    expect((await apiGet('/api/wallet/incomeByGoods', {}, LEARNER)).code).toBe(10);
  });
});
