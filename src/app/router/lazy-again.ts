import { lazy } from 'react';

/** The waits before asking again for a chunk that did not arrive. */
const AGAIN_AFTER_MS = [1000, 3000];

/** Runs `load`, and after each failure waits the next of `waits` and runs it again; the last failure is thrown. */
export function loadAgain<T>(load: () => Promise<T>, waits: readonly number[] = AGAIN_AFTER_MS): Promise<T> {
  return load().catch((error: unknown) => {
    const [wait, ...rest] = waits;
    if (wait === undefined) throw error;
    return new Promise((resolve) => setTimeout(resolve, wait)).then(() => loadAgain(load, rest));
  });
}

/**
 * React's `lazy` for the shell's own parts (its messages, the hosts, what follows the first screen), whose code a
 * weak network may drop. `lazy` keeps a failed load for good, while the bundler's runtime asks for a failed chunk
 * again on the next import: the chunk is asked for twice more before its error reaches a boundary (the root's says
 * the network is at fault, with 重新加载).
 */
export const lazyAgain: typeof lazy = (load) => lazy(() => loadAgain(load));
