import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { getNewestLessonsFx, getRecommendLessonsFx, type PageParams } from '@/entities/lesson';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { serverPage } from '../../../../tests/lessons.test-utils';
import { hotList, singleUsdList } from './lists';

describe('listing models', () => {
  it('loads page after page until the total is reached', async () => {
    const fetch = rs.fn(async ({ pageNo = 1 }: PageParams) => serverPage(pageNo, 12));
    const scope = fork({ handlers: [[getRecommendLessonsFx, answering(fetch)]] });
    await allSettled(hotList.opened, { scope, params: { params: undefined, returning: false } });
    expect(scope.getState(hotList.$items)).toHaveLength(10);
    expect(scope.getState(hotList.$status)).toBe('more');
    await allSettled(hotList.nearEndReached, { scope });
    expect(scope.getState(hotList.$items)).toHaveLength(12);
    expect(scope.getState(hotList.$status)).toBe('end');
    await allSettled(hotList.nearEndReached, { scope });
    expect(fetch.mock.calls.map(([params]) => params)).toEqual([
      { pageNo: 1, pageSize: 10 },
      { pageNo: 2, pageSize: 10 },
    ]);
  });

  it('shows an error and loads the same page again on retry', async () => {
    let fail = true;
    const fetch = rs.fn(async ({ pageNo = 1 }: PageParams) => {
      if (fail) throw new Error('网络错误');
      return serverPage(pageNo, 3);
    });
    const scope = fork({ handlers: [[getRecommendLessonsFx, answering(fetch)]] });
    await allSettled(hotList.opened, { scope, params: { params: undefined, returning: false } });
    expect(scope.getState(hotList.$status)).toBe('error');
    fail = false;
    await allSettled(hotList.retryClicked, { scope });
    expect(scope.getState(hotList.$status)).toBe('end');
    expect(fetch).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 });
  });

  it('starts a shared single-lesson list at the page named in the link', async () => {
    const fetch = rs.fn(async ({ pageNo = 1 }: PageParams) => serverPage(pageNo, 43));
    const scope = fork({ handlers: [[getNewestLessonsFx, answering(fetch)]] });
    await allSettled(singleUsdList.opened, { scope, params: { params: { startPage: 3 }, returning: false } });
    await allSettled(singleUsdList.nearEndReached, { scope });
    expect(fetch.mock.calls.map(([params]) => params.pageNo)).toEqual([3, 4]);
    expect(scope.getState(singleUsdList.$items)[0]?.lessonId).toBe(21);
  });
});
