import { attach, createEvent, createStore, type Effect, type EventCallable, type Store, sample } from 'effector';

/** What a page shows for its data: the skeleton, the content, or the error with 重试. */
export type PageStatus = 'loading' | 'ready' | 'failed';

export type PageResource<Params, Data> = {
  /** The page mounted (or its params changed): loads for these params. */
  opened: EventCallable<Params>;
  /** 重试 after a failure: loads again for the same params, showing the skeleton. */
  retried: EventCallable<void>;
  /** Loads again in the background (after an edit): what is shown stays until the answer replaces it. */
  refreshed: EventCallable<void>;
  /**
   * The call, attached per resource, so tests give it a handler in their own scope: an attached effect's handler is
   * called with (source, params), the source being null here.
   */
  loadFx: Effect<Params, Data>;
  $data: Store<Data | null>;
  $status: Store<PageStatus>;
  /** Why the last load failed, for the error view to say (the server's msg, 请求超时…). */
  $error: Store<unknown>;
  /** The params of the last `opened`, boxed so `void` and `0` are told apart from "not opened yet". */
  $params: Store<{ value: Params } | null>;
};

type Start<Params> = { params: Params; keep: boolean };

const sameParams = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The data one page loads with one call, in the three states every page shows: loading (skeleton), ready
 * (content), failed (the error with 重试). An answer for params no longer shown (a quick switch of tab or id) is
 * dropped, so a slow answer never overwrites the page the person is looking at.
 *
 * `keepOnReturn`: opening again with the same params (back to the page) keeps showing what was loaded and
 * refreshes it in the background, instead of a skeleton. A failed background refresh, from there or from
 * `refreshed`, leaves the page as it was.
 */
export function createPageResource<Params, Data>(
  effect: Effect<Params, Data>,
  options: { keepOnReturn?: boolean } = {},
): PageResource<Params, Data> {
  const opened = createEvent<Params>();
  const retried = createEvent();
  const refreshed = createEvent();
  const loadFx = attach({ effect });

  const $data = createStore<Data | null>(null, { serialize: 'ignore' });
  const $status = createStore<PageStatus>('loading');
  const $error = createStore<unknown>(null, { serialize: 'ignore' });
  const $params = createStore<{ value: Params } | null>(null, { serialize: 'ignore' });

  const started = sample({
    clock: opened,
    source: { params: $params, status: $status },
    fn: (last, params): Start<Params> => ({
      params,
      keep:
        Boolean(options.keepOnReturn) &&
        last.status === 'ready' &&
        last.params !== null &&
        sameParams(last.params.value, params),
    }),
  });
  $params.on(started, (_, { params }) => ({ value: params }));
  $data.on(started, (data, { keep }) => (keep ? data : null));
  $status.on(started, (_, { keep }) => (keep ? 'ready' : 'loading')).on(retried, () => 'loading');
  $error.reset(started, retried);

  sample({ clock: started, fn: ({ params }) => params, target: loadFx });
  const again = sample({ clock: [retried, refreshed], source: $params, filter: Boolean });
  sample({ clock: again, fn: ({ value }) => value, target: loadFx });

  const current = <T extends { params: Params }>(params: { value: Params } | null, answer: T) =>
    params !== null && sameParams(params.value, answer.params);
  const loaded = sample({ clock: loadFx.done, source: $params, filter: current, fn: (_, { result }) => result });
  const failed = sample({ clock: loadFx.fail, source: $params, filter: current, fn: (_, { error }) => error });

  $data.on(loaded, (_, data) => data);
  $status.on(loaded, () => 'ready').on(failed, (status) => (status === 'ready' ? 'ready' : 'failed'));
  $error.reset(loaded).on(failed, (_, error) => error);

  return { opened, retried, refreshed, loadFx, $data, $status, $error, $params };
}
