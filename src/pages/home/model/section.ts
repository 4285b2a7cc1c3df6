import { createEffect, createEvent, createStore, type Effect, sample } from 'effector';

export type SectionStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * One block of the home screen fed by one call: loads when the screen opens unless it already has its data
 * (coming back to the home tab shows what was there at once), and again on its own retry button. A failed block
 * shows its own error; the rest of the screen is unaffected.
 */
export function createHomeSection<T>(load: () => Promise<T[]>) {
  const loadFx: Effect<void, T[]> = createEffect(load);
  const retried = createEvent();
  const $items = createStore<T[]>([]).on(loadFx.doneData, (_, items) => items);
  const $status = createStore<SectionStatus>('idle')
    .on(loadFx, () => 'loading')
    .on(loadFx.done, () => 'ready')
    .on(loadFx.fail, () => 'failed');
  /** Why the last load failed: the block's error says it (only read while the status is failed). */
  const $error = createStore<unknown>(null).on(loadFx.failData, (_, error) => error);
  const requested = createEvent();
  sample({
    clock: [requested, retried],
    source: $status,
    filter: (status) => status === 'idle' || status === 'failed',
    target: loadFx,
  });
  return { $items, $status, $error, requested, retried, loadFx };
}

export type HomeSection<T> = ReturnType<typeof createHomeSection<T>>;
