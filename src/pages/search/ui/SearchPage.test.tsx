import { describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { searchGoodsFx } from '@/entities/lesson';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { lessonAt } from '../../../../tests/lessons.test-utils';
import { readRecentFx, writeRecentFx } from '../model/recent';
import SearchPage from './SearchPage';

function renderPage(found: (keywords: string) => string[], recent: string[] = []) {
  const fetch = rs.fn(async ({ keywords }: { keywords: string }) => {
    const list = found(keywords).map((name, index) => ({ goodsType: 1, lesson: lessonAt(index + 1, name) }));
    return { list, pageNo: 1, pageSize: 10, total: list.length };
  });
  const scope = fork({
    handlers: [
      [searchGoodsFx, answering(fetch)],
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

const column = {
  cateId: 2,
  cateName: '一口气读懂宋朝三百年',
  cover: '',
  summary: '',
  comboType: 2 as const,
  markType: 2 as const,
  price: 9900,
  originalPrice: null,
  lessonCount: 4,
  learnNum: 5000,
  studioId: 2,
  studioName: '建国说历史',
  lecturerName: '王建国',
  isBought: 1 as const,
};

describe('SearchPage', () => {
  it('tags each result as 课程, 专栏 or 系列课, links it to its page and says what is already owned', async () => {
    const results = [
      { goodsType: 2, combo: column },
      { goodsType: 3, combo: { ...column, cateId: 8, cateName: '中国历史名人系列课', comboType: 3, isBought: 0 } },
      { goodsType: 1, lesson: { ...lessonAt(9, '赵匡胤：从陈桥兵变到杯酒释兵权'), isBought: 1 } },
      { goodsType: 1, lesson: lessonAt(13, '曹操的另一面') },
    ];
    const scope = fork({
      handlers: [
        [searchGoodsFx, async () => ({ list: results, pageNo: 1, pageSize: 10, total: 4 })],
        [readRecentFx, () => []],
        [writeRecentFx, () => undefined],
      ],
    });
    render(
      <Provider value={scope}>
        <SearchPage params={{}} query={{}} title="搜索" />
      </Provider>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索课程' }), '历史{Enter}');
    const list = await screen.findByRole('list', { name: '“历史”的搜索结果' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#/lesson/channel/2',
      '#/lesson/package/8',
      '#/lesson/play/9',
      '#/lesson/play/13',
    ]);
    expect(links.map((link) => link.querySelector('.lesson-card__kind')?.textContent)).toEqual([
      '专栏',
      '系列课',
      '课程',
      '课程',
    ]);
    expect(within(links[0] as HTMLElement).getByText('已加入专栏')).toBeTruthy();
    expect(within(links[0] as HTMLElement).queryByText('¥99.00')).toBeNull();
    expect(within(links[1] as HTMLElement).getByText('¥99.00')).toBeTruthy();
    expect(within(links[2] as HTMLElement).getByText('已购')).toBeTruthy();
    expect(within(links[2] as HTMLElement).queryByText('¥9.90')).toBeNull();
    expect(within(links[3] as HTMLElement).getByText('¥9.90')).toBeTruthy();
  });

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
