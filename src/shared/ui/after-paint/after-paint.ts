/**
 * Runs `callback` once the next frame has painted (a frame, then a task), and returns a cancel. For what a screen
 * does on mount that would otherwise run before its first paint: reading scroll offsets or sizes (a forced layout
 * of the page just inserted), writing history state, rendering what is below the first screenful (issue 18: a
 * route change paints first).
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
