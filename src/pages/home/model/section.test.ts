import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { type Banner, getBannersFx } from '@/entities/home-content';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { banners, HomeGate } from './home';
import { createHomeSection } from './section';

const numbers = createHomeSection<number>(async () => []);

/** A promise the test settles by hand, to hold a call in flight. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('createHomeSection', () => {
  it('starts idle, loads once on request and keeps its data when asked again', async () => {
    const load = rs.fn(async () => [1, 2, 3]);
    const scope = fork({ handlers: [[numbers.loadFx, load]] });
    expect(scope.getState(numbers.$status)).toBe('idle');
    await allSettled(numbers.requested, { scope });
    expect(scope.getState(numbers.$status)).toBe('ready');
    expect(scope.getState(numbers.$items)).toEqual([1, 2, 3]);
    // Coming back to the home screen: the cached data shows, nothing is asked again.
    await allSettled(numbers.requested, { scope });
    await allSettled(numbers.retried, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState(numbers.$items)).toEqual([1, 2, 3]);
  });

  it('fails on its own and loads again on 重试', async () => {
    let fail = true;
    const load = rs.fn(async () => {
      if (fail) throw new Error('网络错误');
      return [7];
    });
    const scope = fork({ handlers: [[numbers.loadFx, load]] });
    await allSettled(numbers.requested, { scope });
    expect(scope.getState(numbers.$status)).toBe('failed');
    expect(scope.getState(numbers.$items)).toEqual([]);
    fail = false;
    await allSettled(numbers.retried, { scope });
    expect(scope.getState(numbers.$status)).toBe('ready');
    expect(scope.getState(numbers.$items)).toEqual([7]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not start a second call while the first is in flight', async () => {
    const answer = deferred<number[]>();
    const load = rs.fn(() => answer.promise);
    const scope = fork({ handlers: [[numbers.loadFx, load]] });
    const first = allSettled(numbers.requested, { scope });
    await Promise.resolve();
    expect(scope.getState(numbers.$status)).toBe('loading');
    const second = allSettled(numbers.requested, { scope });
    const retry = allSettled(numbers.retried, { scope });
    answer.resolve([4]);
    await Promise.all([first, second, retry]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState(numbers.$items)).toEqual([4]);
  });
});

describe('banners', () => {
  it('load when the home screen opens, and not again when it opens the second time', async () => {
    const list: Banner[] = [{ id: 1, image: '/b.svg', title: '苏轼', link: '#/lesson/play/11' }];
    const fetch = rs.fn(async () => list);
    const scope = fork({ handlers: [[getBannersFx, answering(fetch)]] });
    await allSettled(HomeGate.open, { scope, params: {} });
    expect(scope.getState(banners.$items)).toEqual(list);
    await allSettled(HomeGate.close, { scope, params: {} });
    await allSettled(HomeGate.open, { scope, params: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState(banners.$status)).toBe('ready');
  });

  it('load for real from the mock backend', async () => {
    const scope = fork();
    await allSettled(HomeGate.open, { scope, params: {} });
    expect(scope.getState(banners.$status)).toBe('ready');
    expect(scope.getState(banners.$items).map((banner) => banner.link)).toContain('#/lesson/play/11');
  });
});
