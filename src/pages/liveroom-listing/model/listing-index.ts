import { attach, createEffect, createEvent, sample } from 'effector';
import { getListingLessonsFx, type ListingLesson } from '@/entities/studio';
import { setLessonStateFx } from '@/entities/studio-catalog';
import { errorMessage, hasMorePages } from '@/shared/api';
import { createInfiniteList, type InfiniteListRequest } from '@/shared/ui/infinite-list';
import { confirmFx } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';

export const LISTING_PAGE_SIZE = 20;

export const loadListingFx = attach({ effect: getListingLessonsFx });
export const fetchListingPageFx = createEffect(async ({ page }: InfiniteListRequest<void>) => {
  const answer = await loadListingFx({ pageNo: page, pageSize: LISTING_PAGE_SIZE });
  return { items: answer.list, hasMore: hasMorePages(answer) };
});

/** The lecturer's lessons, those not on sale first. */
export const listingLessons = createInfiniteList<ListingLesson>({
  key: 'liveroom-listing',
  fetchPageFx: fetchListingPageFx,
});

/** 下架: asks first, then takes the lesson off sale (lessonState 3, as 课程管理 does) and reloads the list. */
export const unlistClicked = createEvent<ListingLesson>();
export const confirmUnlistFx = attach({
  effect: confirmFx,
  mapParams: (lesson: ListingLesson) => ({
    title: '下架课程',
    message: `「${lesson.lessonName}」将从直播间主页、列表和搜索中撤下，新学员无法购买；已购买的学员仍可学习。`,
    okText: '下架',
  }),
});
export const unlistFx = attach({ effect: setLessonStateFx });

sample({ clock: unlistClicked, filter: unlistFx.pending.map((pending) => !pending), target: confirmUnlistFx });
sample({
  clock: confirmUnlistFx.done,
  filter: ({ result }) => result,
  fn: ({ params }) => ({ lessonId: params.lessonId, lessonState: 3 as const }),
  target: unlistFx,
});
// Changed here, on 确认课程信息 or in 课程管理: the list the lecturer comes back to shows the new state.
sample({ clock: setLessonStateFx.done, target: listingLessons.refreshed });
sample({ clock: unlistFx.done, fn: () => ({ message: '已下架', type: 'success' as const }), target: showToast });
sample({
  clock: unlistFx.failData,
  fn: (error) => ({ message: errorMessage(error), type: 'fail' as const }),
  target: showToast,
});
