import { createEffect, type Effect } from 'effector';
import type { PageParams } from '@/entities/lesson';
import type { InfiniteListRequest } from '@/shared/ui/infinite-list';
import { PAGE_SIZE, toListPage } from '../lib/paging';

type ServerPage<T> = { list: T[]; pageNo: number; pageSize: number; total: number };

/** Adapts a paged API call to createInfiniteList: list page n (1-based) → server page `firstPage + n - 1`. */
export function pagedFx<T, F, P = void>(
  fetchFx: Effect<PageParams, ServerPage<T>, F>,
  firstPage: (params: P) => number = () => 1,
) {
  return createEffect(async ({ page, params }: InfiniteListRequest<P>) =>
    toListPage(await fetchFx({ pageNo: firstPage(params) + page - 1, pageSize: PAGE_SIZE })),
  );
}
