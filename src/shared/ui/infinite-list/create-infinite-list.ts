import { attach, createEffect, createEvent, createStore, type Effect, sample } from 'effector';
import { $token } from '@/shared/api';
import { afterRouteChangePaint } from '@/shared/ui/after-paint';

export type InfiniteListPage<T> = { items: T[]; hasMore: boolean };
export type InfiniteListRequest<P> = { page: number; params: P };
/** idle → loading → more | end | empty | error; `more` loads on when the bottom comes near, `error` on retry. */
export type InfiniteListStatus = 'idle' | 'loading' | 'more' | 'end' | 'empty' | 'error';

type Load<P> = InfiniteListRequest<P> & { generation: number };
type Position<P> = { page: number; status: InfiniteListStatus; kept: { value: P } | null; generation: number };
type Opening<P> = Position<P> & { params: P; returning: boolean };
/** The first page as the server last sent it, for whom (token) and for which params. */
type WarmPage<T, P> = { token: string | null; params: P; page: InfiniteListPage<T> };
type Start<T, P> = { params: P; generation: number; warm: InfiniteListPage<T> | null };

const usedKeys = new Set<string>();
const sameParams = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Coming back to the same params while pages are loaded (or the first is on its way) keeps them. */
function canKeep<P>(open: Opening<P>): boolean {
  const { returning, kept, params, page, status } = open;
  return returning && kept !== null && sameParams(kept.value, params) && (page > 0 || status === 'loading');
}

/** The first page remembered for these params and this viewer, if any (never another token's answer). */
function warmFor<T, P>(warm: WarmPage<T, P> | null, token: string | null, params: P): InfiniteListPage<T> | null {
  return warm !== null && warm.token === token && sameParams(warm.params, params) ? warm.page : null;
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
 *
 * `warm: true` (stale-while-revalidate): a fresh visit with the params of the last first page, by the same viewer
 * (token), shows that page at once instead of the skeleton and asks the server again in the background; the list
 * changes only if the answer differs. A failed background answer leaves the page as it was. Any token change
 * forgets what was loaded.
 */
export function createInfiniteList<T, P = void>(config: {
  key: string;
  fetchPageFx: Effect<InfiniteListRequest<P>, InfiniteListPage<T>>;
  warm?: boolean;
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
  /** How many rows reached down to the bottom of the screen when the view unmounted (sent with `left`). */
  const rowsCounted = createEvent<number>();
  const started = createEvent<Start<T, P>>();

  const $items = createStore<T[]>([], { name: `${key}.items`, serialize: 'ignore' });
  const $page = createStore(0, { name: `${key}.page` });
  const $status = createStore<InfiniteListStatus>('idle', { name: `${key}.status` });
  const $kept = createStore<{ value: P } | null>(null, { name: `${key}.params`, serialize: 'ignore' });
  const $scrollTop = createStore(0, { name: `${key}.scrollTop` });
  /** The rows a return renders in its first frame: down to the bottom of the screen at the offset it scrolls back to. */
  const $rowsOnScreen = createStore(0, { name: `${key}.rowsOnScreen` });
  /** Bumped on every fresh start, so answers for an older start are dropped. */
  const $generation = createStore(0, { name: `${key}.generation` });
  const $warm = createStore<WarmPage<T, P> | null>(null, { name: `${key}.warm`, serialize: 'ignore' });

  const loadFx = attach({ effect: config.fetchPageFx, mapParams: ({ page, params }: Load<P>) => ({ page, params }) });
  const revalidateFx = attach({
    effect: config.fetchPageFx,
    mapParams: ({ page, params }: Load<P>) => ({ page, params }),
  });
  const restoreScrollFx = createEffect((top: number) => window.scrollTo(0, top));
  const position = { page: $page, status: $status, kept: $kept, generation: $generation };

  const opening = sample({ clock: opened, source: position, fn: (at, open): Opening<P> => ({ ...at, ...open }) });
  sample({ clock: opening, source: $scrollTop, filter: (_, open) => canKeep(open), target: restoreScrollFx });
  sample({
    clock: opening,
    source: { warm: $warm, token: $token },
    filter: (_, open) => !canKeep(open),
    fn: ({ warm, token }, open): Start<T, P> => ({
      params: open.params,
      generation: open.generation + 1,
      warm: config.warm ? warmFor(warm, token, open.params) : null,
    }),
    target: started,
  });
  sample({
    clock: refreshed,
    source: position,
    filter: (at) => at.kept !== null,
    fn: (at): Start<T, P> => ({ params: (at.kept as { value: P }).value, generation: at.generation + 1, warm: null }),
    target: started,
  });
  // The same array as before when it is the remembered page: no re-render of the items.
  $items.on(started, (_, { warm }) => warm?.items ?? []);
  $page.on(started, (_, { warm }) => (warm ? 1 : 0));
  // Loading at once (its request may wait a frame, below): the first frame shows the skeleton, not the last status.
  $status.on(started, (_, { warm }) => (warm ? statusAfter(1, warm) : 'loading'));
  $scrollTop.reset(started).on(left, (_, top) => top);
  $rowsOnScreen.reset(started).on(rowsCounted, (_, rows) => Math.max(0, Math.floor(rows)));
  $kept.on(started, (_, { params }) => ({ value: params }));
  $generation.on(started, (_, { generation }) => generation);

  const nextPage = (at: Position<P>): Load<P> => ({
    page: at.page + 1,
    params: (at.kept as { value: P }).value,
    generation: at.generation,
  });
  // On a route change the first page's request waits until the list's first frame has painted (else the
  // request, redaxios and the store updates it makes are part of the tap's task); during the first screen's load
  // it leaves at once (synchronously, as the effect's handler then returns no promise). A newer start drops it.
  const paintedFx = createEffect((start: Start<T, P>): Start<T, P> | Promise<Start<T, P>> => {
    let later: ((value: Start<T, P>) => void) | null = null;
    let now = false;
    afterRouteChangePaint(() => {
      if (later) later(start);
      else now = true;
    });
    return now ? start : new Promise((resolve) => (later = resolve));
  });
  sample({ clock: started, target: paintedFx });
  const startPainted = sample({
    clock: paintedFx.doneData,
    source: $generation,
    filter: (generation, start) => start.generation === generation,
    fn: (_, start) => start,
  });
  sample({
    clock: startPainted,
    filter: ({ warm }) => warm === null,
    fn: ({ params, generation }) => ({ page: 1, params, generation }),
    target: loadFx,
  });
  sample({
    clock: startPainted,
    filter: ({ warm }) => warm !== null,
    fn: ({ params, generation }) => ({ page: 1, params, generation }),
    target: revalidateFx,
  });
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
  $items.on(loaded, (items, { params, result }) => (params.page === 1 ? result.items : [...items, ...result.items]));
  $page.on(loaded, (_, { params }) => params.page);
  $status.on(loaded, (_, { params, result }) => statusAfter(params.page, result)).on(failed, () => 'error');

  // The background answer replaces the remembered first page, unless more pages were loaded meanwhile; an answer
  // equal to what is shown changes nothing on screen.
  const revalidated = sample({
    clock: revalidateFx.done,
    source: { generation: $generation, page: $page },
    filter: ({ generation, page }, done) => done.params.generation === generation && page === 1,
    fn: (_, { result }) => result,
  });
  $items.on(revalidated, (items, result) =>
    JSON.stringify(items) === JSON.stringify(result.items) ? items : result.items,
  );
  $status.on(revalidated, (_, result) => statusAfter(1, result));
  sample({
    clock: [
      sample({
        clock: loaded,
        filter: ({ params }) => params.page === 1,
        fn: ({ params, result }) => ({ params, result }),
      }),
      sample({ clock: revalidateFx.done, filter: ({ params }) => params.page === 1 }),
    ],
    source: { token: $token, items: $items },
    filter: () => config.warm === true,
    fn: ({ token, items }, { params, result }): WarmPage<T, P> => ({
      token,
      params: params.params,
      page: { ...result, items: JSON.stringify(items) === JSON.stringify(result.items) ? items : result.items },
    }),
    target: $warm,
  });
  // Another viewer (login, logout, session expired) never sees what was loaded for the last one.
  $warm.reset($token.updates);
  $kept.reset($token.updates);

  return {
    key,
    $items,
    $page,
    $status,
    $error,
    $scrollTop,
    $rowsOnScreen,
    opened,
    nearEndReached,
    retryClicked,
    refreshed,
    left,
    rowsCounted,
    restoreScrollFx,
    revalidateFx,
  };
}

export type InfiniteListModel<T, P = void> = ReturnType<typeof createInfiniteList<T, P>>;
