/**
 * Runs `callback` once the next frame has painted (a frame, then a task), and returns a cancel. For what a list
 * does on mount that would otherwise force a layout of the page that has just been inserted, before its first paint
 * (reading scroll offsets or sizes, writing history state): a route change paints first (issue 18).
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
