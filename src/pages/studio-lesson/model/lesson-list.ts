import { attach, createEvent, createStore, sample } from 'effector';
import { getOwnLessonsFx, type LessonState, type OwnLessonRow, setLessonStateFx } from '@/entities/studio-catalog';
import { errorMessage } from '@/shared/api';

const PAGE_SIZE = 20;

/** `cateId`: only that column's lessons (from 专栏管理), null: all. */
export const lessonListOpened = createEvent<{ cateId: number | null }>();
export const lessonListRetried = createEvent();
export const moreRequested = createEvent();
export const stateToggled = createEvent<{ lessonId: number; lessonState: LessonState }>();

const loadFx = attach({ effect: getOwnLessonsFx });
const $pageNo = createStore(0).on(loadFx.doneData, (_, page) => page.pageNo);
export const $hasMore = createStore(false).on(loadFx.doneData, (_, page) => page.pageNo * page.pageSize < page.total);
export const $lessons = createStore<OwnLessonRow[]>([]).on(loadFx.done, (list, { params, result }) =>
  (params.pageNo ?? 1) === 1 ? result.list : [...list, ...result.list],
);
export const $loadState = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(lessonListOpened, () => 'loading')
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, (state) => (state === 'ready' ? 'ready' : 'failed'));
export const $loadError = createStore<unknown>(null).on(loadFx.failData, (_, error) => error);
export const $loadingMore = loadFx.pending;
export const $moreError = createStore<string | null>(null)
  .on(loadFx.fail, (_, { params, error }) => ((params.pageNo ?? 1) > 1 ? errorMessage(error) : null))
  .reset(moreRequested, lessonListOpened);

export const $cateId = createStore<number | null>(null).on(lessonListOpened, (_, { cateId }) => cateId);
const filterOf = (cateId: number | null) => (cateId ? { cateId } : {});
sample({
  clock: [lessonListOpened, lessonListRetried],
  source: $cateId,
  fn: (cateId) => ({ pageNo: 1, pageSize: PAGE_SIZE, ...filterOf(cateId) }),
  target: loadFx,
});
sample({
  clock: moreRequested,
  source: { pageNo: $pageNo, loading: loadFx.pending, cateId: $cateId },
  filter: ({ loading }) => !loading,
  fn: ({ pageNo, cateId }) => ({ pageNo: pageNo + 1, pageSize: PAGE_SIZE, ...filterOf(cateId) }),
  target: loadFx,
});

/** Publish / withdraw: one request per lesson at a time; the row shows the server's answer or its refusal. */
const stateFx = attach({ effect: setLessonStateFx });
export const $switching = createStore<number | null>(null)
  .on(stateFx, (_, { lessonId }) => lessonId)
  .reset(stateFx.finally);
export const $stateErrors = createStore<Record<number, string>>({})
  .on(stateFx.fail, (errors, { params, error }) => ({ ...errors, [params.lessonId]: errorMessage(error) }))
  .on(stateFx, (errors, { lessonId }) => ({ ...errors, [lessonId]: '' }))
  .reset(lessonListOpened);
sample({ clock: stateToggled, source: $switching, filter: (busy) => busy === null, fn: (_, p) => p, target: stateFx });
$lessons.on(stateFx.doneData, (list, { lessonId, lessonState }) =>
  list.map((lesson) => (lesson.lessonId === lessonId ? { ...lesson, lessonState } : lesson)),
);
