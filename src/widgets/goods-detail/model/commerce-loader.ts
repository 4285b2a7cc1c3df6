import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { nextTask } from '@/shared/lib/idle';

/** idle: not asked yet; the page shows its parts that buy (the buy button, 领券) only once `ready`. */
export type CommerceState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Loads a page's purchase and coupon parts on first need: creating them with the page was blocking time on a
 * shared lesson link's load, before anyone taps 购买 or 领券. `needed` more than once loads once; after a
 * failed load (weak network) it tries again. `loaded` fires in the scope that asked, once the parts exist: they
 * catch up there on the goods opened before them.
 */
export function createCommerceLoader(load: (() => Promise<unknown>) | undefined) {
  const needed = createEvent();
  const loaded = createEvent();
  const loadFx = createEffect(async () => {
    const inScope = scopeBind(loaded, { safe: true });
    await load?.();
    // Their catch-up (requests, the page's re-render) in a task of its own, not in the one that evaluated them.
    await nextTask();
    inScope();
  });
  // Without a loader the parts are created with the detail: ready from the start.
  const $state = createStore<CommerceState>(load ? 'idle' : 'ready')
    .on(loadFx, () => 'loading')
    .on(loadFx.done, () => 'ready')
    .on(loadFx.fail, () => 'failed');
  sample({
    clock: needed,
    source: $state,
    filter: (state) => state === 'idle' || state === 'failed',
    target: loadFx,
  });
  return { needed, loaded, loadFx, $state };
}
