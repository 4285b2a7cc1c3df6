import {
  getBargainLessonsFx,
  getCheapLessonsFx,
  getFreeLessonsFx,
  getNewestLessonsFx,
  getRecommendLessonsFx,
  type LessonCard,
} from '@/entities/lesson';
import { createInfiniteList } from '@/shared/ui/infinite-list';
import { pagedFx } from './paged-fx';

// Every listing is warm (stale-while-revalidate): a second visit shows the last first page at once.

/** 限时特惠: the server's limited-time bargains, each with its end time. */
export const discountList = createInfiniteList({
  key: 'discount',
  fetchPageFx: pagedFx(getBargainLessonsFx),
  warm: true,
});

/**
 * 畅销榜: the server has no best-seller call, and sorting by learnNum needs every lesson; the recommend list is
 * already ordered by learners (most first), so it stands in as the chart.
 */
export const hotList = createInfiniteList({ key: 'hot', fetchPageFx: pagedFx(getRecommendLessonsFx), warm: true });

/** 免费专区: free lessons. */
export const freeList = createInfiniteList({ key: 'free', fetchPageFx: pagedFx(getFreeLessonsFx), warm: true });

/**
 * 体验中心: a low-cost way in. There is no try-listen list on the server, and free lessons have their own zone, so
 * the experience centre shows the lessons under ¥20 (priceLowerTwentyList).
 */
export const experienceList = createInfiniteList({
  key: 'experience',
  fetchPageFx: pagedFx(getCheapLessonsFx),
  warm: true,
});

/** 精选单品 (shareable): the newest lessons, from the server page named in the link on. */
export const singleUsdList = createInfiniteList<LessonCard, { startPage: number }>({
  key: 'single-usd',
  fetchPageFx: pagedFx(getNewestLessonsFx, ({ startPage }: { startPage: number }) => startPage),
  warm: true,
});

/** 优惠专场 (offer sessions): the bargains as well, in a list of its own so each screen keeps its own scroll. */
export const specialList = createInfiniteList({
  key: 'lesson-special',
  fetchPageFx: pagedFx(getBargainLessonsFx),
  warm: true,
});

/** 为你推荐: the recommend list. */
export const recommendList = createInfiniteList({
  key: 'lesson-recommend',
  fetchPageFx: pagedFx(getRecommendLessonsFx),
  warm: true,
});
