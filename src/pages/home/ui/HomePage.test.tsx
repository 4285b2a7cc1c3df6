import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spriteSymbolIds, usedSymbols } from '../../../../tests/icon-sprite.test-utils';
import { LATER, region, renderHome } from './home.test-utils';

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('HomePage', () => {
  it('draws the search and channel icons from symbols the page’s sprite has', () => {
    renderHome();
    const used = usedSymbols(document.body);
    expect(used).toHaveLength(5);
    const sprite = spriteSymbolIds();
    for (const id of used) expect(sprite.has(id)).toBe(true);
  });

  it('shows skeletons first, then the search entry, banners and the four channels', async () => {
    renderHome();
    expect(screen.getAllByRole('status', { name: '加载中' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '苏轼：一蓑烟雨任平生' })).toBeNull();
    expect(hrefOf(screen.getByRole('link', { name: '搜索课程、讲师' }))).toBe('#/index/search');

    const channels = within(screen.getByRole('navigation', { name: '课程频道' }));
    expect(channels.getAllByRole('link').map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ['限时特惠', '#/discount'],
      ['畅销榜', '#/hot'],
      ['免费专区', '#/free'],
      ['体验中心', '#/experience'],
    ]);

    const carousel = within(await screen.findByRole('region', { name: '推荐' }));
    expect(carousel.getAllByRole('link').map(hrefOf)).toEqual([
      '#/lesson/play/11',
      '#/lesson/channel/1',
      '#/lesson/package/7',
      'https://weiketang.example/invite',
    ]);
    expect(hrefOf(carousel.getByRole('link', { name: '苏轼：一蓑烟雨任平生' }))).toBe('#/lesson/play/11');
    expect(hrefOf(carousel.getByRole('link', { name: '四季养生系列课' }))).toBe('#/lesson/package/7');
    const dots = carousel.getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['第1张', '第2张', '第3张', '第4张']);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    await userEvent.click(carousel.getByRole('button', { name: '第3张' }));
  });

  it('fills the blocks under the channels: picks, deals with a countdown, categories and lists', async () => {
    renderHome();
    const picks = within(await region('精选推荐'));
    const pick = (name: RegExp) => picks.findByRole('link', { name }, LATER);
    expect(hrefOf(await pick(/职场沟通力：30 天高效表达训练营/))).toBe('#/lesson/channel/1');
    expect(hrefOf(await pick(/苏轼：一蓑烟雨任平生/))).toBe('#/lesson/play/11');
    expect(hrefOf(await pick(/职场进阶全家桶/))).toBe('#/lesson/package/6');
    expect((await pick(/八段锦跟练/)).textContent).toContain('免费');
    expect((await pick(/股票入门/)).textContent).toContain('¥39.90');

    const deals = await region('限时特惠');
    const deal = await within(deals).findByRole('link', { name: /绘本共读/ }, LATER);
    expect(hrefOf(deal)).toBe('#/lesson/play/20');
    expect(within(deal).getByText('¥9.90')).toBeTruthy();
    expect(within(deal).getByText('¥19.90').tagName).toBe('DEL');
    expect(within(deal).getByText(/^特惠剩 \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(hrefOf(within(deals).getByRole('link', { name: /^更多\s*限时特惠$/ }))).toBe('#/discount');

    const free = within(await region('免费专区'));
    const calm = await free.findByRole('link', { name: /情绪急救箱/ }, LATER);
    expect(calm.textContent).toContain('免费');
    expect(within(calm).getByText('1.0万人学过')).toBeTruthy();
    expect(calm.querySelector('del')).toBeNull();

    const newest = within(await region('最新上架'));
    expect(await newest.findAllByRole('link', { name: /人学过/ }, LATER)).toHaveLength(4);
    expect(hrefOf(newest.getByRole('link', { name: /^更多\s*最新上架$/ }))).toBe('#/single/usd/1');
    const cheap = within(await region('20元以下'));
    expect((await cheap.findAllByRole('link', { name: /¥9\.90/ }, LATER)).length).toBeGreaterThan(0);
    expect(screen.getByText('— 已经到底了 —')).toBeTruthy();
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('switches 分类好课 with its tabs and loads more lessons in place', async () => {
    renderHome();
    const tabs = await screen.findAllByRole('tab', undefined, LATER);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '职场成长',
      '历史人文',
      '亲子教育',
      '理财投资',
      '健康养生',
      '心理情感',
      '语言学习',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: /职场新人的第一课/ }, LATER)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '职场成长' }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getAllByRole('link')).toHaveLength(4);

    await userEvent.click(within(panel).getByRole('button', { name: '查看更多' }));
    expect(await within(panel).findByRole('link', { name: /高效沟通的底层逻辑/ }, LATER)).toBeTruthy();
    expect(within(panel).getAllByRole('link')).toHaveLength(7);
    expect(within(panel).queryByRole('button', { name: '查看更多' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '历史人文' }));
    expect(screen.getByRole('tab', { name: '历史人文' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '职场成长' }).getAttribute('aria-selected')).toBe('false');
    expect(await within(panel).findByRole('link', { name: /每天五分钟，读一首宋词/ }, LATER)).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: /职场新人的第一课/ })).toBeNull();

    // Back to the first category: both of its pages are still there, nothing is asked again.
    await userEvent.click(screen.getByRole('tab', { name: '职场成长' }));
    expect(within(panel).getAllByRole('link')).toHaveLength(7);
  });
});
