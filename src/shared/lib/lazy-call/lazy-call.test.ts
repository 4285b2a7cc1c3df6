import { describe, expect, it } from '@rstest/core';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { createLazyCall } from './lazy-call';

const bumped = createEvent<number>();
const $total = createStore(0).on(bumped, (total, by) => total + by);

describe('createLazyCall', () => {
  it('calls a unit of a lazily loaded module in the caller scope', async () => {
    const load = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { bumped };
    };
    const bumpLater = createLazyCall(load, (module, by: number) => module.bumped(by));
    const scope = fork();
    await allSettled(bumpLater, { scope, params: 3 });
    expect(scope.getState($total)).toBe(3);
    expect($total.getState()).toBe(0);
  });
});
