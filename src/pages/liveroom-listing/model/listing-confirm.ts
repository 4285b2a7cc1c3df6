import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { getListingDetailFx, type ListingLesson } from '@/entities/studio';
import { setLessonStateFx } from '@/entities/studio-catalog';
import { errorMessage } from '@/shared/api';
import { hrefTo, linkToMine } from '@/shared/routing';
import { goBack } from '@/shared/ui/page-header';
import { showToast } from '@/shared/ui/toast';

export type ConfirmState = 'loading' | 'ready' | 'failed' | 'missing';

/** Opened with the lesson from `?lessonId=` (0 when the link has none). */
export const extensionOpened = createEvent<number>();
export const extensionRetried = createEvent();
export const listConfirmed = createEvent();

export const loadDetailFx = attach({ effect: getListingDetailFx });
export const listFx = attach({ effect: setLessonStateFx });
/** Back to 可上架课程 (it reloads), or to it when this was the first page. */
export const backToListFx = createEffect(() => goBack(hrefTo(linkToMine('liveroom-index'))));

export const $lessonId = createStore(0).on(extensionOpened, (_, lessonId) => lessonId);
export const $lesson = createStore<ListingLesson | null>(null)
  .on(loadDetailFx.doneData, (_, lesson) => lesson)
  .reset(extensionOpened);
export const $confirmState = createStore<ConfirmState>('loading')
  .on(extensionOpened, (_, lessonId) => (lessonId > 0 ? 'loading' : 'missing'))
  .on(loadDetailFx, () => 'loading')
  .on(loadDetailFx.done, () => 'ready')
  .on(loadDetailFx.fail, () => 'failed');
export const $confirmError = createStore<unknown>(null)
  .on(loadDetailFx.failData, (_, error) => error)
  .reset(loadDetailFx);
export const $listing = listFx.pending;

sample({
  clock: [extensionOpened, extensionRetried],
  source: $lessonId,
  filter: (lessonId) => lessonId > 0,
  fn: (lessonId) => ({ lessonId }),
  target: loadDetailFx,
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
