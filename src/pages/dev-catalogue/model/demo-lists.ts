import { createEffect } from 'effector';
import { staticPath } from '@/shared/config';
import { createInfiniteList, type InfiniteListPage, type InfiniteListRequest } from '@/shared/ui/infinite-list';

export type DemoLesson = { id: number; title: string; cover: string; learners: number };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGE_SIZE = 4;

function lessons(page: number): DemoLesson[] {
  return Array.from({ length: PAGE_SIZE }, (_, index) => {
    const id = (page - 1) * PAGE_SIZE + index + 1;
    return {
      id,
      title: `第 ${id} 课：唐诗里的四季`,
      cover: `${staticPath}/cover/lesson-${id}.svg`,
      learners: id * 4321,
    };
  });
}

/** Three pages of four, then the end. */
const pagesFx = createEffect(async ({ page }: InfiniteListRequest<void>): Promise<InfiniteListPage<DemoLesson>> => {
  await wait(400);
  return { items: lessons(page), hasMore: page < 3 };
});
/** Never answers: the first-load skeleton. */
const foreverFx = createEffect((_: InfiniteListRequest<void>) => new Promise<InfiniteListPage<DemoLesson>>(() => {}));
const emptyFx = createEffect(async (_: InfiniteListRequest<void>): Promise<InfiniteListPage<DemoLesson>> => {
  await wait(200);
  return { items: [], hasMore: false };
});
/** Fails the first time, answers on 重试. */
let failedOnce = false;
const flakyFx = createEffect(async ({ page }: InfiniteListRequest<void>): Promise<InfiniteListPage<DemoLesson>> => {
  await wait(200);
  if (!failedOnce) {
    failedOnce = true;
    throw new Error('demo failure');
  }
  return { items: lessons(page).slice(0, 2), hasMore: false };
});

export const demoList = createInfiniteList({ key: 'dev-catalogue-pages', fetchPageFx: pagesFx });
export const loadingList = createInfiniteList({ key: 'dev-catalogue-loading', fetchPageFx: foreverFx });
export const emptyList = createInfiniteList({ key: 'dev-catalogue-empty', fetchPageFx: emptyFx });
export const errorList = createInfiniteList({ key: 'dev-catalogue-error', fetchPageFx: flakyFx });
