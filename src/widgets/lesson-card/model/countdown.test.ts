import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $now, CountdownGate } from './countdown';

afterEach(() => {
  rs.useRealTimers();
});

describe('countdown clock', () => {
  it('ticks every second while a list shows and stops when it goes', async () => {
    rs.useFakeTimers({ now: 1000 });
    const scope = fork();
    await allSettled(CountdownGate.open, { scope, params: {} });
    expect(scope.getState($now)).toBe(1000);
    rs.advanceTimersByTime(2000);
    expect(scope.getState($now)).toBe(3000);
    await allSettled(CountdownGate.close, { scope, params: {} });
    rs.advanceTimersByTime(5000);
    expect(scope.getState($now)).toBe(3000);
  });
});
