import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { nextTask, whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    rs.useRealTimers();
    rs.unstubAllGlobals();
  });

  it('uses requestIdleCallback with the timeout, and cancels it', () => {
    const asked: unknown[] = [];
    const cancelled: number[] = [];
    rs.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) => {
      asked.push(options);
      callback();
      return 7;
    });
    rs.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    let ran = 0;
    const cancel = whenIdle(() => ran++, 2000);
    cancel();
    expect({ ran, asked, cancelled }).toEqual({ ran: 1, asked: [{ timeout: 2000 }], cancelled: [7] });
  });

  it('falls back to a short delay where there is no requestIdleCallback (iOS Safari)', () => {
    rs.useFakeTimers();
    rs.stubGlobal('requestIdleCallback', undefined);
    let ran = 0;
    whenIdle(() => ran++, 2000);
    rs.advanceTimersByTime(299);
    expect(ran).toBe(0);
    rs.advanceTimersByTime(1);
    expect(ran).toBe(1);
    const cancel = whenIdle(() => ran++, 2000);
    cancel();
    rs.advanceTimersByTime(1000);
    expect(ran).toBe(1);
  });
});

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await next;
    expect(order).toEqual(['sync', 'microtask', 'next task']);
  });
});
