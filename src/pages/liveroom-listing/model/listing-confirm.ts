import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { getListingDetailFx, type ListingLesson } from '@/entities/studio';
import { setLessonStateFx } from '@/entities/studio-catalog';
import { errorMessage } from '@/shared/api';
import { createPageResource } from '@/shared/model';
import { hrefTo, linkToMine } from '@/shared/routing';
import { goBack } from '@/shared/ui/page-header';
import { showToast } from '@/shared/ui/toast';

/** Opened with the lesson from `?lessonId=` (0 when the link has none). */
export const extensionOpened = createEvent<number>();
export const listConfirmed = createEvent();

/** The lesson as it will be listed, by `{ lessonId }`. */
export const listingLesson = createPageResource(getListingDetailFx);
export const listFx = attach({ effect: setLessonStateFx });
/** Back to 可上架课程 (it reloads), or to it when this was the first page. */
export const backToListFx = createEffect(() => goBack(hrefTo(linkToMine('liveroom-index'))));

/** The link names no lesson: nothing to confirm (and nothing is asked). */
export const $missing = createStore(false).on(extensionOpened, (_, lessonId) => !(lessonId > 0));
const $lesson = listingLesson.$data;
export const $listing = listFx.pending;

sample({
  clock: extensionOpened,
  filter: (lessonId) => lessonId > 0,
  fn: (lessonId) => ({ lessonId }),
  target: listingLesson.opened,
});

// One request per tap; a lesson already listed has nothing to confirm.
sample({
  clock: listConfirmed,
  source: { lesson: $lesson, listing: $listing },
  filter: ({ lesson, listing }) => lesson !== null && lesson.lessonState !== 2 && !listing,
  fn: ({ lesson }) => ({ lessonId: (lesson as ListingLesson).lessonId, lessonState: 2 as const }),
  target: listFx,
});
sample({
  clock: listFx.done,
  fn: () => ({ message: '已上架', type: 'success' as const }),
  target: showToast,
});
sample({ clock: listFx.done, target: backToListFx });
sample({
  clock: listFx.failData,
  fn: (error) => ({ message: errorMessage(error), type: 'fail' as const }),
  target: showToast,
});
