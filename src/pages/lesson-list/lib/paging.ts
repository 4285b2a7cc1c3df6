import type { InfiniteListPage } from '@/shared/ui/infinite-list';

export const PAGE_SIZE = 10;

type ServerPage<T> = { list: T[]; pageNo: number; pageSize: number; total: number };

/** docs/api.md: more pages exist while `pageNo * pageSize < total`. */
export function toListPage<T>({ list, pageNo, pageSize, total }: ServerPage<T>): InfiniteListPage<T> {
  return { items: list, hasMore: pageNo * pageSize < total };
}
