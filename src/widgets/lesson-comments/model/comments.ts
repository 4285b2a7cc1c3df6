import { attach, combine, createEvent, createStore, sample } from 'effector';
import { type Comment, getCommentSwitchFx, getCommentsFx } from '@/entities/comment';
import { errorMessage } from '@/shared/api';

export const COMMENTS_PAGE_SIZE = 10;

/** The section was shown for a lesson (its page opened, or another lesson's). */
export const commentsOpened = createEvent<{ lessonId: number }>();
/** 重试 after the switch or the first page failed. */
export const commentsRetried = createEvent();
/** 加载更多 (also its 重试 after a failed page). */
export const moreClicked = createEvent();

export const loadSwitchFx = attach({ effect: getCommentSwitchFx });
export const loadCommentsFx = attach({ effect: getCommentsFx });

export const $lessonId = createStore<number | null>(null).on(commentsOpened, (_, { lessonId }) => lessonId);

/** loading → hidden (switched off) | failed | ready. */
export type CommentsState = 'loading' | 'hidden' | 'failed' | 'ready';
export const $state = createStore<CommentsState>('loading').reset(commentsOpened, commentsRetried);
export const $loadError = createStore<string>('').reset(commentsOpened, commentsRetried);

export const $comments = createStore<Comment[]>([]).reset(commentsOpened);
export const $total = createStore(0).reset(commentsOpened);
const $lastPage = createStore({ pageNo: 0, pageSize: COMMENTS_PAGE_SIZE, total: 0 }).reset(commentsOpened);
export const $moreFailed = createStore(false).reset(commentsOpened, moreClicked);
export const $loadingMore = createStore(false).reset(commentsOpened);
export const $hasMore = combine(
  $lastPage,
  $comments,
  $total,
  (page, comments, total) => page.pageNo * page.pageSize < page.total && comments.length < total,
);

/** An answer for a lesson no longer shown is dropped. */
const current = <T extends { params: { lessonId: number } }>(lessonId: number | null, answer: T) =>
  answer.params.lessonId === lessonId;

// Opening asks the switch; retrying asks again whatever failed (the switch first: without it nothing shows).
const $switchOpen = createStore(false).reset(commentsOpened);
sample({ clock: commentsOpened, fn: ({ lessonId }) => ({ lessonId }), target: loadSwitchFx });
sample({
  clock: commentsRetried,
  source: { lessonId: $lessonId, open: $switchOpen },
  filter: ({ lessonId, open }) => lessonId !== null && !open,
  fn: ({ lessonId }) => ({ lessonId: lessonId ?? 0 }),
  target: loadSwitchFx,
});

const switchAnswered = sample({
  clock: loadSwitchFx.done,
  source: $lessonId,
  filter: current,
  fn: (_, answer) => answer,
});
$switchOpen.on(switchAnswered, (_, { result }) => result.open === 1);
$state.on(switchAnswered, (state, { result }) => (result.open === 1 ? state : 'hidden'));

export const firstPageAsked = createEvent<number>();
sample({
  clock: switchAnswered,
  filter: ({ result }) => result.open === 1,
  fn: ({ params }) => params.lessonId,
  target: firstPageAsked,
});
sample({
  clock: commentsRetried,
  source: { lessonId: $lessonId, open: $switchOpen },
  filter: ({ lessonId, open }) => lessonId !== null && open,
  fn: ({ lessonId }) => lessonId ?? 0,
  target: firstPageAsked,
});
sample({
  clock: firstPageAsked,
  fn: (lessonId) => ({ lessonId, pageNo: 1, pageSize: COMMENTS_PAGE_SIZE }),
  target: loadCommentsFx,
});

const moreAsked = sample({
  clock: moreClicked,
  source: { lessonId: $lessonId, page: $lastPage, loading: loadCommentsFx.pending },
  filter: ({ lessonId, loading }) => lessonId !== null && !loading,
  fn: ({ lessonId, page }) => ({ lessonId: lessonId ?? 0, pageNo: page.pageNo + 1, pageSize: COMMENTS_PAGE_SIZE }),
});
sample({ clock: moreAsked, target: loadCommentsFx });
$loadingMore.on(moreAsked, () => true).on(loadCommentsFx.finally, () => false);

const pageAnswered = sample({
  clock: loadCommentsFx.done,
  source: $lessonId,
  filter: current,
  fn: (_, answer) => answer,
});
$comments.on(pageAnswered, (shown, { params, result }) => {
  if ((params.pageNo ?? 1) === 1) return result.list;
  // Comments published since the first page shift the pages: never show one twice.
  const seen = new Set(shown.map((comment) => comment.commentId));
  return [...shown, ...result.list.filter((comment) => !seen.has(comment.commentId))];
});
$lastPage.on(pageAnswered, (_, { result: { pageNo, pageSize, total } }) => ({ pageNo, pageSize, total }));
$total.on(pageAnswered, (_, { result }) => result.total);
$state.on(pageAnswered, () => 'ready');

const switchFailed = sample({
  clock: loadSwitchFx.fail,
  source: $lessonId,
  filter: current,
  fn: (_, answer) => answer,
});
const pageFailed = sample({
  clock: loadCommentsFx.fail,
  source: $lessonId,
  filter: current,
  fn: (_, answer) => answer,
});
const firstPageFailed = sample({ clock: pageFailed, filter: ({ params }) => (params.pageNo ?? 1) === 1 });
$state.on([switchFailed, firstPageFailed], () => 'failed');
$loadError.on([switchFailed, firstPageFailed], (_, { error }) => errorMessage(error));
$moreFailed.on(pageFailed, (_, { params }) => (params.pageNo ?? 1) > 1);
