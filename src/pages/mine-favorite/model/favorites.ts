import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { getCollectedLessonsFx, type LessonCard, toggleCollectFx } from '@/entities/lesson';
import { errorMessage, hasMorePages } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';
import { showToast } from '@/shared/ui/toast';

export const FAVORITE_PAGE_SIZE = 10;

export const fetchFavoritesPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) => {
  const answer = await getCollectedLessonsFx({ pageNo: page, pageSize: FAVORITE_PAGE_SIZE });
  return { items: answer.list, hasMore: hasMorePages(answer) };
});

/** The viewer's collected lessons, newest first. */
export const favoriteList = createInfiniteList<LessonCard>({
  key: 'mine-favorite',
  fetchPageFx: fetchFavoritesPageFx,
});

export const uncollectClicked = createEvent<number>();
export const uncollectFx = attach({ effect: toggleCollectFx, mapParams: (lessonId: number) => ({ lessonId }) });

/**
 * Lessons taken off the list: at once on 取消收藏 (optimistic), put back if the server refuses, or if its toggle
 * answers "collected" (it was no longer collected, so the toggle collected it again: it stays on the list).
 */
export const $hidden = createStore<number[]>([]);
/** Lessons whose uncollect is on its way: a second tap does nothing. */
export const $pending = createStore<number[]>([]);

const rolledBack = createEvent<number>();
// A fresh first page is the server's truth: nothing to hide from it.
const freshStart = sample({ clock: fetchFavoritesPageFx.done, filter: ({ params }) => params.page === 1 });
const without = (ids: number[], lessonId: number) => ids.filter((id) => id !== lessonId);

sample({
  clock: uncollectClicked,
  source: $pending,
  filter: (pending, lessonId) => !pending.includes(lessonId),
  fn: (_, lessonId) => lessonId,
  target: uncollectFx,
});
$hidden
  .on(uncollectFx, (ids, lessonId) => [...ids, lessonId])
  .on(rolledBack, without)
  .reset(freshStart);
$pending
  .on(uncollectFx, (ids, lessonId) => [...ids, lessonId])
  .on(uncollectFx.finally, (ids, { params }) => without(ids, params));

sample({ clock: uncollectFx.fail, fn: ({ params }) => params, target: rolledBack });
sample({
  clock: uncollectFx.done,
  filter: ({ result }) => result.isCollected === 1,
  fn: ({ params }) => params,
  target: rolledBack,
});

sample({
  clock: uncollectFx.failData,
  fn: (error) => ({ message: `取消收藏没有成功：${errorMessage(error)}`, type: 'fail' as const }),
  target: showToast,
});
sample({
  clock: uncollectFx.done,
  filter: ({ result }) => result.isCollected === 0,
  fn: () => ({ message: '已取消收藏', type: 'success' as const }),
  target: showToast,
});
