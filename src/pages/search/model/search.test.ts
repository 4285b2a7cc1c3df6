import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { searchGoodsFx } from '@/entities/lesson';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { serverPage } from '../../../../tests/lessons.test-utils';
import { $recent, readRecentFx, recentCleared, writeRecentFx } from './recent';
import {
  $keyword,
  $query,
  queryChanged,
  recentPicked,
  resultOpened,
  SearchGate,
  searchList,
  submitted,
} from './search';

function setup(recent: string[] = []) {
  const write = rs.fn();
  const scope = fork({
    handlers: [
      [readRecentFx, () => recent],
      [writeRecentFx, write],
    ],
  });
  const keywords: string[] = [];
  createWatch({ unit: $keyword, scope, fn: (keyword) => keywords.push(keyword) });
  return { scope, write, keywords };
}

describe('search model', () => {
  it('searches once when typing pauses, however fast the typing', async () => {
    const { scope, keywords } = setup();
    const type = scopeBind(queryChanged, { scope });
    type('沟');
    type('沟通');
    type(' 沟通 ');
    await allSettled(scope);
    expect(keywords).toEqual(['沟通']);
    expect(scope.getState($query)).toBe(' 沟通 ');
  });

  it('searches at once on enter and remembers the search', async () => {
    const { scope, write } = setup(['英语']);
    await allSettled(SearchGate.open, { scope, params: {} });
    const started = Date.now();
    const searchedAfter: number[] = [];
    createWatch({ unit: $keyword, scope, fn: () => searchedAfter.push(Date.now() - started) });
    scopeBind(queryChanged, { scope })('宋词');
    await allSettled(submitted, { scope });
    expect(searchedAfter).toHaveLength(1);
    expect(searchedAfter[0]).toBeLessThan(100);
    expect(scope.getState($keyword)).toBe('宋词');
    expect(scope.getState($recent)).toEqual(['宋词', '英语']);
    expect(write).toHaveBeenLastCalledWith(['宋词', '英语']);
  });

  it('keeps recent searches newest first, once each, ten at most, until cleared', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => `词${index}`);
    const { scope, write } = setup(ten);
    await allSettled(SearchGate.open, { scope, params: {} });
    await allSettled(recentPicked, { scope, params: '词5' });
    expect(scope.getState($recent).slice(0, 2)).toEqual(['词5', '词0']);
    await allSettled(recentPicked, { scope, params: '新词' });
    expect(scope.getState($recent)).toHaveLength(10);
    expect(scope.getState($recent)[0]).toBe('新词');
    await allSettled(resultOpened, { scope });
    expect(scope.getState($recent).filter((term) => term === '新词')).toHaveLength(1);
    await allSettled(recentCleared, { scope });
    expect(scope.getState($recent)).toEqual([]);
    expect(write).toHaveBeenLastCalledWith([]);
  });

  it('pages through the results of a keyword', async () => {
    const fetch = rs.fn(async (params: { keywords: string; pageNo?: number }) => serverPage(params.pageNo ?? 1, 15));
    const scope = fork({ handlers: [[searchGoodsFx, answering(fetch)]] });
    await allSettled(searchList.opened, { scope, params: { params: { keywords: '沟通' }, returning: false } });
    await allSettled(searchList.nearEndReached, { scope });
    expect(scope.getState(searchList.$items)).toHaveLength(15);
    expect(scope.getState(searchList.$status)).toBe('end');
    expect(fetch.mock.calls.map(([params]) => params)).toEqual([
      { keywords: '沟通', pageNo: 1, pageSize: 10 },
      { keywords: '沟通', pageNo: 2, pageSize: 10 },
    ]);
  });

  it('takes the typed text back after a page load (a login redirect) and searches it again', async () => {
    sessionStorage.clear();
    const first = setup();
    await allSettled(SearchGate.open, { scope: first.scope, params: {} });
    scopeBind(queryChanged, { scope: first.scope })('沟通技巧入门');
    await allSettled(first.scope);

    // The login comes back to #/search: a new page load, a fresh scope with an empty box.
    const second = setup();
    expect(second.scope.getState($query)).toBe('');
    await allSettled(SearchGate.open, { scope: second.scope, params: {} });
    expect(second.scope.getState($query)).toBe('沟通技巧入门');
    expect(second.keywords).toEqual(['沟通技巧入门']);
    sessionStorage.clear();
  });
});
