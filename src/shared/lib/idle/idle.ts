/**
 * Runs `run` when the browser has a quiet moment, at most `timeout` ms from now; returns a cancel function. iOS
 * Safari has no requestIdleCallback: there it runs after a short delay instead.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, Math.min(timeout, 300));
  return () => clearTimeout(id);
}
