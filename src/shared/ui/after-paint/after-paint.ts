/**
 * Runs `callback` once the next frame has painted (a frame, then a task), and returns a cancel. For what a screen
 * does on mount that would otherwise run before its first paint: reading scroll offsets or sizes (a forced layout
 * of the page just inserted), writing history state, rendering what is below the first screenful (a route
 * change paints first).
 */
export function afterPaint(callback: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Runs `callback` (a page or widget opening: its requests and the store updates they make) once the next frame has
 * painted, after the document has loaded (a route change); at once while the first screen loads. Returns a cancel
 * (a no-op once it ran).
 *
 * Why: a route change renders synchronously and React runs the new screen's passive effects in the same
 * task, before the browser paints it; openings there (requests, redaxios, zod, every store update re-rendering at
 * once) made the tap's task long. The screen shows what its stores hold (warm data, or its loading state) first.
 * While the document loads, the first screen renders in a background render whose effects do not hold up its
 * paint, and its requests should leave as early as possible. `document.readyState` tells the two apart without a
 * byte in the first screen's JavaScript (the shell's own "first screen done" would need one).
 */
export function afterRouteChangePaint(callback: () => void): () => void {
  if (document.readyState === 'complete') return afterPaint(callback);
  callback();
  return () => {};
}
