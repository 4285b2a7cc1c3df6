import { attach, createEffect, createEvent, createStore, type Effect, sample } from 'effector';

export type InfiniteListPage<T> = { items: T[]; hasMore: boolean };
export type InfiniteListRequest<P> = { page: number; params: P };
/** idle → loading → more | end | empty | error; `more` loads on when the bottom comes near, `error` on retry. */
export type InfiniteListStatus = 'idle' | 'loading' | 'more' | 'end' | 'empty' | 'error';

type Load<P> = InfiniteListRequest<P> & { generation: number };
type Position<P> = { page: number; status: InfiniteListStatus; kept: { value: P } | null; generation: number };
type Opening<P> = Position<P> & { params: P; returning: boolean };

const usedKeys = new Set<string>();
const sameParams = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Coming back to the same params while pages are loaded (or the first is on its way) keeps them. */
function canKeep<P>(open: Opening<P>): boolean {
  const { returning, kept, params, page, status } = open;
  return returning && kept !== null && sameParams(kept.value, params) && (page > 0 || status === 'loading');
}

/** An empty page ends the list even if the server says there is more: no endless requests for nothing. */
function statusAfter(page: number, { items, hasMore }: InfiniteListPage<unknown>): InfiniteListStatus {
  if (hasMore && items.length > 0) return 'more';
  return page === 1 && items.length === 0 ? 'empty' : 'end';
}

/**
 * The state of one infinite list, created once at module level by the page that owns it, so it outlives the page
 * component: coming back with the back button shows the pages already loaded at the same scroll offset. Pages count
 * from 1; `params` (keyword, category…) are plain data compared by value — other params start the list afresh.
 */
export function createInfiniteList<T, P = void>(config: {
  key: string;
  fetchPageFx: Effect<InfiniteListRequest<P>, InfiniteListPage<T>>;
}) {
  const { key } = config;
  if (usedKeys.has(key)) console.warn(`createInfiniteList: the key "${key}" is used twice`);
  usedKeys.add(key);

  /** The view mounted; `returning` when its history entry showed this list before (back / forward). */
  const opened = createEvent<{ params: P; returning: boolean }>();
  const nearEndReached = createEvent();
  const retryClicked = createEvent();
  /** Loads again from page 1 with the same params (after an edit, pull to refresh). */
  const refreshed = createEvent();
  /** The view unmounted at this scroll offset. */
  const left = createEvent<number>();
  const started = createEvent<{ params: P; generation: number }>();

  const $items = createStore<T[]>([], { name: `${key}.items`, serialize: 'ignore' });
  const $page = createStore(0, { name: `${key}.page` });
  const $status = createStore<InfiniteListStatus>('idle', { name: `${key}.status` });
  const $kept = createStore<{ value: P } | null>(null, { name: `${key}.params`, serialize: 'ignore' });
  const $scrollTop = createStore(0, { name: `${key}.scrollTop` });
  /** Bumped on every fresh start, so answers for an older start are dropped. */
  const $generation = createStore(0, { name: `${key}.generation` });

  const loadFx = attach({ effect: config.fetchPageFx, mapParams: ({ page, params }: Load<P>) => ({ page, params }) });
  const restoreScrollFx = createEffect((top: number) => window.scrollTo(0, top));
  const position = { page: $page, status: $status, kept: $kept, generation: $generation };

  const opening = sample({ clock: opened, source: position, fn: (at, open): Opening<P> => ({ ...at, ...open }) });
  sample({ clock: opening, source: $scrollTop, filter: (_, open) => canKeep(open), target: restoreScrollFx });
  sample({
    clock: opening,
    filter: (open) => !canKeep(open),
    fn: (open) => ({ params: open.params, generation: open.generation + 1 }),
    target: started,
  });
  sample({
    clock: refreshed,
    source: position,
    filter: (at) => at.kept !== null,
    fn: (at) => ({ params: (at.kept as { value: P }).value, generation: at.generation + 1 }),
    target: started,
  });
  $items.reset(started);
  $page.reset(started);
  $scrollTop.reset(started).on(left, (_, top) => top);
  $kept.on(started, (_, { params }) => ({ value: params }));
  $generation.on(started, (_, { generation }) => generation);

  const nextPage = (at: Position<P>): Load<P> => ({
    page: at.page + 1,
    params: (at.kept as { value: P }).value,
    generation: at.generation,
  });
  sample({ clock: started, fn: ({ params, generation }) => ({ page: 1, params, generation }), target: loadFx });
  sample({
    clock: nearEndReached,
    source: position,
    filter: (at) => at.status === 'more',
    fn: nextPage,
    target: loadFx,
  });
  sample({
    clock: retryClicked,
    source: position,
    filter: (at) => at.status === 'error',
    fn: nextPage,
    target: loadFx,
  });
  $status.on(loadFx, () => 'loading');

  const loaded = sample({
    clock: loadFx.done,
    source: $generation,
    filter: (generation, done) => done.params.generation === generation,
    fn: (_, done) => done,
  });
  const failed = sample({
    clock: loadFx.fail,
    source: $generation,
    filter: (generation, fail) => fail.params.generation === generation,
    fn: (_, fail) => fail.error,
  });
  /** Why the last page failed, for the error view to say (null while loading or after a success). */
  const $error = createStore<unknown>(null, { name: `${key}.error`, serialize: 'ignore' })
    .on(failed, (_, error) => error)
    .reset(loadFx);
  $items.on(loaded, (items, { result }) => [...items, ...result.items]);
  $page.on(loaded, (_, { params }) => params.page);
  $status.on(loaded, (_, { params, result }) => statusAfter(params.page, result)).on(failed, () => 'error');

  return {
    key,
    $items,
    $page,
    $status,
    $error,
    $scrollTop,
    opened,
    nearEndReached,
    retryClicked,
    refreshed,
    left,
    restoreScrollFx,
  };
}

export type InfiniteListModel<T, P = void> = ReturnType<typeof createInfiniteList<T, P>>;
