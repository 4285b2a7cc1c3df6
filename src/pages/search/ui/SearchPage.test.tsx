import { describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { searchLessonsFx } from '@/entities/lesson';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { lessonAt } from '../../../../tests/lessons.test-utils';
import { readRecentFx, writeRecentFx } from '../model/recent';
import SearchPage from './SearchPage';

function renderPage(found: (keywords: string) => string[], recent: string[] = []) {
  const fetch = rs.fn(async ({ keywords }: { keywords: string }) => {
    const list = found(keywords).map((name, index) => lessonAt(index + 1, name));
    return { list, pageNo: 1, pageSize: 10, total: list.length };
  });
  const scope = fork({
    handlers: [
      [searchLessonsFx, answering(fetch)],
      [readRecentFx, () => recent],
      [writeRecentFx, () => undefined],
    ],
  });
  render(
    <Provider value={scope}>
      <SearchPage params={{}} query={{}} title="搜索" />
    </Provider>,
  );
  return { fetch };
}

describe('SearchPage', () => {
  it('sends one request for fast typing and marks the matches', async () => {
    const { fetch } = renderPage(() => ['高效沟通的底层逻辑']);
    const field = screen.getByRole('searchbox', { name: '搜索课程' });
    expect(field.getAttribute('enterkeyhint')).toBe('search');
    await userEvent.type(field, '沟通');
    const results = await screen.findByRole('list', { name: '“沟通”的搜索结果' });
    expect(within(results).getByText('沟通').tagName).toBe('MARK');
    expect(within(results).getByRole('link', { name: /底层逻辑/ })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows recent searches with 清除, and suggestions when nothing is found', async () => {
    renderPage(() => [], ['英语', '理财']);
    const recent = await screen.findByRole('region', { name: '最近搜索' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['清除', '英语', '理财']);
    await userEvent.click(within(recent).getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('region', { name: '最近搜索' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索课程' }), '火星{Enter}');
    expect(await screen.findByText('没有找到与“火星”相关的课程')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看畅销榜' }).getAttribute('href')).toBe('#/hot');
    await waitFor(() => expect(screen.getByRole('button', { name: '沟通' })).toBeTruthy());
  });
});
