import { createEffect } from 'effector';
import { type BuyRecord, getBuyRecordsFx } from '@/entities/order';
import { hasMorePages } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';

export const fetchBuyRecordsPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) => {
  const answer = await getBuyRecordsFx({ pageNo: page, pageSize: 10 });
  return { items: answer.list, hasMore: hasMorePages(answer) };
});

/** The viewer's paid orders, newest first. */
export const buyRecordList = createInfiniteList<BuyRecord>({ key: 'buy-record', fetchPageFx: fetchBuyRecordsPageFx });
