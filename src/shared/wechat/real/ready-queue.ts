/**
 * Holds JS-SDK calls made before `wx.ready` and runs them when it fires, so nothing ever waits on the SDK up front.
 * After `wx.error` the waiting calls are rejected; a later configuration starts waiting again.
 */
export function createReadyQueue() {
  let state: 'waiting' | 'ready' | 'failed' = 'waiting';
  let failure: Error = new Error('not configured');
  let waiting: Array<{ run: () => void; reject: (error: Error) => void }> = [];

  function whenReady<T>(task: () => T | Promise<T>): Promise<T> {
    if (state === 'ready') return Promise.resolve().then(task);
    if (state === 'failed') return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      waiting.push({ run: () => resolve(Promise.resolve().then(task)), reject });
    });
  }

  function drain(): Array<{ run: () => void; reject: (error: Error) => void }> {
    const drained = waiting;
    waiting = [];
    return drained;
  }

  return {
    whenReady,
    /** wx.ready fired: run everything that waited. */
    open(): void {
      state = 'ready';
      for (const entry of drain()) entry.run();
    },
    /** wx.error fired: reject everything that waited, and later calls, until the next configuration. */
    fail(error: Error): void {
      state = 'failed';
      failure = error;
      for (const entry of drain()) entry.reject(error);
    },
    /** A new configuration began; once ready, the bridge stays ready (re-signing never blocks calls). */
    restart(): void {
      if (state === 'failed') state = 'waiting';
    },
  };
}
export type ReadyQueue = ReturnType<typeof createReadyQueue>;
