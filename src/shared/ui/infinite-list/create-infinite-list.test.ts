import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, createEffect, fork } from 'effector';
import { $token, tokenReceived } from '@/shared/api';
import { createInfiniteList, type InfiniteListPage, type InfiniteListRequest } from './create-infinite-list';

type Params = { cate: number };
let count = 0;
function setup(
  pages: (request: InfiniteListRequest<Params>) => InfiniteListPage<string> | Promise<InfiniteListPage<string>>,
) {
  const fetchPageFx = createEffect<InfiniteListRequest<Params>, InfiniteListPage<string>>();
  const list = createInfiniteList({ key: `test-${++count}`, fetchPageFx });
  const fetchPage = rs.fn(pages);
  const scrollTo = rs.fn();
  const scope = fork({
    handlers: [
      [fetchPageFx, fetchPage],
      [list.restoreScrollFx, scrollTo],
    ],
  });
  return { list, scope, fetchPage, scrollTo };
}

const threePages = ({ page, params }: InfiniteListRequest<Params>) => ({
  items: [`${params.cate}-${page}a`, `${params.cate}-${page}b`],
  hasMore: page < 3,
});

// The first screen's case: a first page's request leaves at once. Once the document has loaded (a route change) it
// waits for the next frame (so the route change paints first), tested last.
beforeEach(() => {
  rs.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
});

describe('createInfiniteList', () => {
  it('loads page 1 when opened, the next page near the end, and ends after the last', async () => {
    const { list, scope, fetchPage } = setup(threePages);
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    expect(scope.getState(list.$items)).toEqual(['1-1a', '1-1b']);
    expect(scope.getState(list.$status)).toBe('more');
    await allSettled(list.nearEndReached, { scope });
    await allSettled(list.nearEndReached, { scope });
    expect(scope.getState(list.$status)).toBe('end');
    expect(scope.getState(list.$items)).toHaveLength(6);
    await allSettled(list.nearEndReached, { scope });
    expect(fetchPage.mock.calls.map(([request]) => request)).toEqual([
      { page: 1, params: { cate: 1 } },
      { page: 2, params: { cate: 1 } },
      { page: 3, params: { cate: 1 } },
    ]);
  });

  it('never asks twice for the same page while it is loading', async () => {
    let answer: (page: InfiniteListPage<string>) => void = () => {};
    const { list, scope, fetchPage } = setup(({ page }) =>
      page === 1 ? { items: ['a'], hasMore: true } : new Promise((resolve) => (answer = resolve)),
    );
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    const first = allSettled(list.nearEndReached, { scope });
    const second = allSettled(list.nearEndReached, { scope });
    expect(scope.getState(list.$status)).toBe('loading');
    answer({ items: ['b'], hasMore: true });
    await Promise.all([first, second]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(scope.getState(list.$items)).toEqual(['a', 'b']);
  });

  it('is empty when the first page has nothing, and ends on an empty page even if the server says more', async () => {
    const empty = setup(() => ({ items: [], hasMore: true }));
    await allSettled(empty.list.opened, { scope: empty.scope, params: { params: { cate: 1 }, returning: false } });
    expect(empty.scope.getState(empty.list.$status)).toBe('empty');

    const { list, scope } = setup(({ page }) => ({ items: page === 1 ? ['a'] : [], hasMore: true }));
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    await allSettled(list.nearEndReached, { scope });
    expect(scope.getState(list.$status)).toBe('end');
  });

  it('stops on an error and retries the same page', async () => {
    let fail = true;
    const { list, scope, fetchPage } = setup((request) => {
      if (request.page === 2 && fail) throw new Error('network');
      return threePages(request);
    });
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    await allSettled(list.nearEndReached, { scope });
    expect(scope.getState(list.$status)).toBe('error');
    await allSettled(list.nearEndReached, { scope });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    fail = false;
    await allSettled(list.retryClicked, { scope });
    expect(fetchPage.mock.calls[2]?.[0]).toEqual({ page: 2, params: { cate: 1 } });
    expect(scope.getState(list.$items)).toHaveLength(4);
  });

  it('keeps the loaded pages and scrolls back when the person returns to the same params', async () => {
    const { list, scope, fetchPage, scrollTo } = setup(threePages);
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    await allSettled(list.nearEndReached, { scope });
    await allSettled(list.left, { scope, params: 840 });
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: true } });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenCalledWith(840);
    expect(scope.getState(list.$page)).toBe(2);
    expect(scope.getState(list.$items)).toHaveLength(4);
  });

  it('starts afresh on a new visit or with other params', async () => {
    const { list, scope, fetchPage, scrollTo } = setup(threePages);
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    await allSettled(list.nearEndReached, { scope });
    await allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    expect(scope.getState(list.$items)).toEqual(['1-1a', '1-1b']);
    await allSettled(list.opened, { scope, params: { params: { cate: 2 }, returning: true } });
    expect(scope.getState(list.$items)).toEqual(['2-1a', '2-1b']);
    expect(fetchPage).toHaveBeenCalledTimes(4);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('drops an answer that belongs to an earlier start, and reloads from page 1 on refresh', async () => {
    const answers: ((page: InfiniteListPage<string>) => void)[] = [];
    const { list, scope } = setup(() => new Promise((resolve) => answers.push(resolve)));
    const old = allSettled(list.opened, { scope, params: { params: { cate: 1 }, returning: false } });
    const fresh = allSettled(list.opened, { scope, params: { params: { cate: 2 }, returning: false } });
    answers[1]?.({ items: ['new'], hasMore: false });
    answers[0]?.({ items: ['old'], hasMore: true });
    await Promise.all([old, fresh]);
    expect(scope.getState(list.$items)).toEqual(['new']);
    expect(scope.getState(list.$status)).toBe('end');

    const refresh = allSettled(list.refreshed, { scope });
    expect(scope.getState(list.$items)).toEqual([]);
    answers[2]?.({ items: ['again'], hasMore: false });
    await refresh;
    expect(scope.getState(list.$items)).toEqual(['again']);
  });
});

describe('createInfiniteList, warm (stale-while-revalidate)', () => {
  function warmSetup(pages: (request: InfiniteListRequest<Params>) => Promise<InfiniteListPage<string>>) {
    const fetchPageFx = createEffect<InfiniteListRequest<Params>, InfiniteListPage<string>>();
    const list = createInfiniteList({ key: `warm-${++count}`, fetchPageFx, warm: true });
    const fetchPage = rs.fn(pages);
    const scope = fork({
      values: [[$token, 'mock.1.a']],
      handlers: [
        [fetchPageFx, fetchPage],
        [list.restoreScrollFx, () => undefined],
      ],
    });
    return { list, scope, fetchPage };
  }
  const fresh = { params: { cate: 1 }, returning: false };

  it('shows the last first page at once on a fresh visit, then the server’s new answer', async () => {
    let answer = ['a', 'b'];
    const { list, scope, fetchPage } = warmSetup(async () => ({ items: answer, hasMore: true }));
    await allSettled(list.opened, { scope, params: fresh });
    await allSettled(list.nearEndReached, { scope });
    expect(scope.getState(list.$items)).toEqual(['a', 'b', 'a', 'b']);

    answer = ['c', 'b'];
    const second = allSettled(list.opened, { scope, params: fresh });
    // Before the answer: the remembered first page, no skeleton, no 加载中.
    expect(scope.getState(list.$items)).toEqual(['a', 'b']);
    expect(scope.getState(list.$status)).toBe('more');
    await second;
    expect(scope.getState(list.$items)).toEqual(['c', 'b']);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage.mock.calls[2]?.[0]).toEqual({ page: 1, params: { cate: 1 } });
  });

  it('keeps the very same items when the answer has not changed (nothing re-renders)', async () => {
    const { list, scope } = warmSetup(async () => ({ items: ['a'], hasMore: false }));
    await allSettled(list.opened, { scope, params: fresh });
    const shown = scope.getState(list.$items);
    await allSettled(list.opened, { scope, params: fresh });
    expect(scope.getState(list.$items)).toBe(shown);
    expect(scope.getState(list.$status)).toBe('end');
  });

  it('keeps the remembered page when the background answer fails', async () => {
    let fail = false;
    const { list, scope } = warmSetup(async () => {
      if (fail) throw new Error('offline');
      return { items: ['a'], hasMore: false };
    });
    await allSettled(list.opened, { scope, params: fresh });
    fail = true;
    await allSettled(list.opened, { scope, params: fresh });
    expect(scope.getState(list.$items)).toEqual(['a']);
    expect(scope.getState(list.$status)).toBe('end');
  });

  it('starts cold for other params and forgets everything when the token changes', async () => {
    const { list, scope } = warmSetup(async ({ params }) => ({ items: [`cate${params.cate}`], hasMore: false }));
    await allSettled(list.opened, { scope, params: fresh });
    const other = allSettled(list.opened, { scope, params: { params: { cate: 2 }, returning: false } });
    expect(scope.getState(list.$items)).toEqual([]);
    await other;

    await allSettled(list.opened, { scope, params: fresh });
    await allSettled(tokenReceived, { scope, params: 'mock.2.b' });
    const afterLogin = allSettled(list.opened, { scope, params: fresh });
    expect(scope.getState(list.$items)).toEqual([]);
    expect(scope.getState(list.$status)).toBe('loading');
    await afterLogin;
    expect(scope.getState(list.$items)).toEqual(['cate1']);
  });
});

describe('createInfiniteList on a route change (the document has loaded)', () => {
  it('asks for the first page once the next frame has painted, not at once', async () => {
    rs.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const fetchPageFx = createEffect<InfiniteListRequest<void>, InfiniteListPage<string>>();
    const list = createInfiniteList({ key: `route-change-${Math.random()}`, fetchPageFx });
    const fetch = rs.fn(async () => ({ items: ['甲'], hasMore: false }));
    const scope = fork({ handlers: [[fetchPageFx, fetch]] });
    const opening = allSettled(list.opened, { scope, params: { params: undefined, returning: false } });
    // The skeleton's state at once; the request after the frame.
    expect(scope.getState(list.$status)).toBe('loading');
    expect(fetch).not.toHaveBeenCalled();
    await opening;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState(list.$items)).toEqual(['甲']);
  });
});
