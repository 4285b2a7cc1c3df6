import { createEffect } from 'effector';
import { getWalletRecordsFx, type WalletRecord } from '@/entities/lecturer';
import { hasMorePages, type Page } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';
import { type GoodsIncome, getIncomeByGoodsFx } from '../api/income-by-goods';

export type Period = 'all' | '7' | '30';
export const PERIODS: { value: Period; name: string }[] = [
  { value: 'all', name: '全部' },
  { value: '7', name: '近 7 天' },
  { value: '30', name: '近 30 天' },
];
const DAY_MS = 86_400_000;

/** The start of a period, in ms (0 = everything). */
export const periodStart = (period: Period, now: number): number =>
  period === 'all' ? 0 : now - Number(period) * DAY_MS;

const toPage = (answer: Page<WalletRecord>) => ({ items: answer.list, hasMore: hasMorePages(answer) });

export const fetchIncomePageFx = createEffect(async ({ page, params }: InfiniteListRequest<{ period: Period }>) =>
  toPage(
    await getWalletRecordsFx({ pageNo: page, pageSize: 10, type: 1, since: periodStart(params.period, Date.now()) }),
  ),
);
/** wallet/detail: income entries (each lesson, column or package sold), newest first, within a period. */
export const incomeList = createInfiniteList<WalletRecord, { period: Period }>({
  key: 'wallet-income',
  fetchPageFx: fetchIncomePageFx,
});

/** wallet/detail's two ways of reading income: each sale by time, or summed per lesson / column / package. */
export type DetailView = 'time' | 'goods';
export const DETAIL_VIEWS: { value: DetailView; name: string }[] = [
  { value: 'time', name: '按时间' },
  { value: 'goods', name: '按课程' },
];

export const fetchGoodsIncomePageFx = createEffect(
  async ({ page, params }: InfiniteListRequest<{ period: Period }>) => {
    const answer = await getIncomeByGoodsFx({
      pageNo: page,
      pageSize: 10,
      since: periodStart(params.period, Date.now()),
    });
    return { items: answer.list, hasMore: hasMorePages(answer) };
  },
);
/** wallet/detail 按课程: what each lesson, column or package earned within a period, highest first. */
export const goodsIncomeList = createInfiniteList<GoodsIncome, { period: Period }>({
  key: 'wallet-income-by-goods',
  fetchPageFx: fetchGoodsIncomePageFx,
});

export const fetchWithdrawalPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) =>
  toPage(await getWalletRecordsFx({ pageNo: page, pageSize: 10, type: 2 })),
);
/** wallet/record: withdrawals with their state (处理中 / 已到账 / 已驳回 with the reason). */
export const withdrawalList = createInfiniteList<WalletRecord>({
  key: 'wallet-withdrawals',
  fetchPageFx: fetchWithdrawalPageFx,
});
