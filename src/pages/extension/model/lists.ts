import { createEffect } from 'effector';
import { hasMorePages, type Page } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';
import {
  type Commission,
  getCommissionsFx,
  getPromotedGoodsFx,
  getPromotionWithdrawalsFx,
  type PromotedGoods,
  type PromotionWithdrawal,
} from '../api/promotion';

const toPage = <T>(answer: Page<T>) => ({ items: answer.list, hasMore: hasMorePages(answer) });

export const fetchGoodsPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) =>
  toPage(await getPromotedGoodsFx({ pageNo: page, pageSize: 10 })),
);
/** Goods open to promotion, with what one sale earns. */
export const goodsList = createInfiniteList<PromotedGoods>({ key: 'extension-goods', fetchPageFx: fetchGoodsPageFx });

export const fetchCommissionPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) =>
  toPage(await getCommissionsFx({ pageNo: page, pageSize: 10 })),
);
/** Commission per order: pending until the refund window closes, then settled. */
export const commissionList = createInfiniteList<Commission>({
  key: 'extension-commissions',
  fetchPageFx: fetchCommissionPageFx,
});

export const fetchWithdrawalPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) =>
  toPage(await getPromotionWithdrawalsFx({ pageNo: page, pageSize: 10 })),
);
/** Commission withdrawals with their state. */
export const withdrawalList = createInfiniteList<PromotionWithdrawal>({
  key: 'extension-withdrawals',
  fetchPageFx: fetchWithdrawalPageFx,
});
