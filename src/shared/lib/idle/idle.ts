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

/**
 * Resolves in a new task of the event loop, as soon as the browser has run what waits (input, a frame): long work
 * split by `await nextTask()` is several short tasks instead of one long one. A MessageChannel message, not
 * setTimeout (clamped to 4 ms once nested) nor requestIdleCallback (may wait for a quiet moment that never comes).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    // The channel is dropped with its ports once the message is in (nothing keeps a reference).
    port1.onmessage = () => resolve();
    port2.postMessage(0);
  });
}
