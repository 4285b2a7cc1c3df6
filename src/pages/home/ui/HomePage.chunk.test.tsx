import { describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import * as actual from './data-blocks' with { rstest: 'importActual' };
import HomePage from './HomePage';

/**
 * The blocks' code chunk, standing in for one that cannot load while `offline` is set (a weak network): its blocks
 * throw, which the page's boundary treats as it treats a failed import.
 */
const network = rs.hoisted(() => ({ offline: false }));
rs.mock('./data-blocks', () => {
  const online = (Block: () => ReactNode) => () => {
    if (network.offline) throw new Error('Loading chunk data-blocks failed');
    return <Block />;
  };
  return { BannerCarousel: online(actual.BannerCarousel), BelowFold: online(actual.BelowFold) };
});

const LATER = { timeout: 4000 };

/** The home screen on a network that drops the blocks' code; resolves with the 加载失败 messages in their place. */
async function renderOffline() {
  rs.spyOn(console, 'error').mockImplementation(() => {});
  network.offline = true;
  render(
    <Provider value={fork()}>
      <HomePage />
    </Provider>,
  );
  const failures = await screen.findAllByRole('alert', undefined, LATER);
  network.offline = false;
  return failures;
}

describe('HomePage when the blocks’ code cannot load', () => {
  it('keeps search and channels, shows 加载失败 with 重试 where the blocks go, and 重试 loads them', async () => {
    const failures = await renderOffline();
    expect(screen.getByRole('link', { name: '搜索课程、讲师' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '课程频道' })).toBeTruthy();
    expect(failures).toHaveLength(2);
    for (const failure of failures) expect(failure.textContent).toContain('加载失败');

    for (const failure of failures) {
      const retry = within(failure).queryByRole('button', { name: '重试' });
      if (retry?.isConnected) await userEvent.click(retry);
    }
    expect(await screen.findByRole('link', { name: '苏轼：一蓑烟雨任平生' }, LATER)).toBeTruthy();
    expect(await screen.findByRole('region', { name: '精选推荐' }, LATER)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('brings every block back with one 重试, since one import brings all their code', async () => {
    const [first] = await renderOffline();
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '苏轼：一蓑烟雨任平生' }, LATER)).toBeTruthy();
    expect(await screen.findByRole('region', { name: '精选推荐' }, LATER)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
