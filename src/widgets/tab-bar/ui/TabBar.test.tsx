import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { Tab } from '@/shared/routing';
import { spriteSymbolIds, usedSymbols } from '../../../../tests/icon-sprite.test-utils';
import { $studyBadgeCount } from '../model/badge';
import { TabBar } from './TabBar';

function renderTabBar(current: Tab, badgeCount = 0) {
  const scope = fork({ values: [[$studyBadgeCount, badgeCount]] });
  return render(
    <Provider value={scope}>
      <TabBar current={current} />
    </Provider>,
  );
}

describe('TabBar', () => {
  it('draws each tab’s icon from a symbol the page’s sprite has', () => {
    const { container } = renderTabBar('study');
    const used = usedSymbols(container);
    expect(used).toHaveLength(3);
    const sprite = spriteSymbolIds();
    for (const id of used) expect(sprite.has(id)).toBe(true);
  });

  it('is the 主导航 landmark with the three tabs as plain hash links', () => {
    renderTabBar('discover');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['发现', '#/index/'],
      ['学习', '#/study/index'],
      ['我的', '#/mine/index'],
    ]);
  });

  it('marks only the current tab', () => {
    renderTabBar('mine');
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toEqual([screen.getByRole('link', { name: '我的' })]);
  });

  it('shows the red dot on 学习 and says so while new lessons wait', () => {
    const { container } = renderTabBar('discover', 2);
    expect(screen.getByRole('link', { name: '学习，有新课程' }).getAttribute('href')).toBe('#/study/index');
    expect(container.querySelectorAll('.wk-tab-bar__dot')).toHaveLength(1);
  });

  it('shows no dot when there is nothing new', () => {
    const { container } = renderTabBar('study', 0);
    expect(screen.getByRole('link', { name: '学习' })).toBeTruthy();
    expect(container.querySelector('.wk-tab-bar__dot')).toBeNull();
  });
});
