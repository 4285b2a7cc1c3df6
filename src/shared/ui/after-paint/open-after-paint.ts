import { afterPaint } from './after-paint';

let paintFirst = false;

/**
 * Called by the app shell once the first screen is done: from then on a screen's openings (its data requests) wait
 * for its first frame. Before that (the first screen's load) they run at once: that screen renders in a background
 * render whose effects do not hold up its paint, and its requests should leave as early as possible.
 */
export function routeChangesPaintFirst(on = true): void {
  // `false` only for tests, which share this module across files.
  paintFirst = on;
}

/**
 * Runs `callback` (a page or widget opening: its requests and the store updates they make) once the next frame has
 * painted, on a route change; at once during the first screen's load. Returns a cancel (a no-op once it ran).
 *
 * Why (issue 18): a route change renders synchronously and React runs the new screen's passive effects in the same
 * task, before the browser paints it; openings there (requests, redaxios, zod, every store update re-rendering at
 * once) made the tap's task long. The screen shows what its stores hold (warm data, or its loading state) first.
 */
export function afterRouteChangePaint(callback: () => void): () => void {
  if (paintFirst) return afterPaint(callback);
  callback();
  return () => {};
}
