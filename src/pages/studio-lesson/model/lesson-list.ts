import { attach, createEvent, createStore, sample } from 'effector';
import { getOwnLessonsFx, type LessonState, type OwnLessonRow, setLessonStateFx } from '@/entities/studio-catalog';
import { errorMessage } from '@/shared/api';
import { createPageResource } from '@/shared/model';

const PAGE_SIZE = 20;

/** `cateId`: only that column's lessons (from 专栏管理), null: all. */
type ListParams = { cateId: number | null };
const request = ({ cateId }: ListParams, pageNo: number) => ({
  pageNo,
  pageSize: PAGE_SIZE,
  ...(cateId ? { cateId } : {}),
});

/** The first page is the page's data; 加载更多 appends the next ones to `$lessons`. */
export const lessonList = createPageResource(
  attach({ effect: getOwnLessonsFx, mapParams: (params: ListParams) => request(params, 1) }),
);
export const moreRequested = createEvent();
export const stateToggled = createEvent<{ lessonId: number; lessonState: LessonState }>();

export const $cateId = lessonList.$params.map((params) => params?.value.cateId ?? null);
const moreFx = attach({
  effect: getOwnLessonsFx,
  mapParams: ({ pageNo, ...params }: ListParams & { pageNo: number }) => request(params, pageNo),
});
// A page for another column than the one shown (switched while it loaded) is dropped.
const more = sample({
  clock: moreFx.done,
  source: $cateId,
  filter: (cateId, { params }) => params.cateId === cateId,
  fn: (_, { result }) => result,
});
const lastPage = sample({ clock: [lessonList.$data.updates, more], filter: Boolean });

const $pageNo = createStore(0).on(lastPage, (_, page) => page.pageNo);
export const $hasMore = createStore(false).on(lastPage, (_, page) => page.pageNo * page.pageSize < page.total);
export const $lessons = createStore<OwnLessonRow[]>([])
  .on(lessonList.$data.updates, (_, page) => page?.list ?? [])
  .on(more, (list, page) => [...list, ...page.list]);
export const $loadingMore = moreFx.pending;
export const $moreError = createStore<string | null>(null)
  .on(moreFx.failData, (_, error) => errorMessage(error))
  .reset(moreRequested, lessonList.opened);
sample({
  clock: moreRequested,
  source: { pageNo: $pageNo, cateId: $cateId, loading: moreFx.pending, status: lessonList.$status },
  filter: ({ loading, status }) => !loading && status === 'ready',
  fn: ({ pageNo, cateId }) => ({ pageNo: pageNo + 1, cateId }),
  target: moreFx,
});

/** Publish / withdraw: one request per lesson at a time; the row shows the server's answer or its refusal. */
const stateFx = attach({ effect: setLessonStateFx });
export const $switching = createStore<number | null>(null)
  .on(stateFx, (_, { lessonId }) => lessonId)
  .reset(stateFx.finally);
export const $stateErrors = createStore<Record<number, string>>({})
  .on(stateFx.fail, (errors, { params, error }) => ({ ...errors, [params.lessonId]: errorMessage(error) }))
  .on(stateFx, (errors, { lessonId }) => ({ ...errors, [lessonId]: '' }))
  .reset(lessonList.opened);
sample({ clock: stateToggled, source: $switching, filter: (busy) => busy === null, fn: (_, p) => p, target: stateFx });
$lessons.on(stateFx.doneData, (list, { lessonId, lessonState }) =>
  list.map((lesson) => (lesson.lessonId === lessonId ? { ...lesson, lessonState } : lesson)),
);
