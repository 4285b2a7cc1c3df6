import { describe, expect, it } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { loadViewerFx } from '@/entities/user';
import { $token } from '@/shared/api';
import MineIndexPage from './MineIndexPage';

async function renderAs(token: string) {
  const scope = fork({ values: [[$token, token]] });
  await allSettled(loadViewerFx, { scope });
  render(
    <Provider value={scope}>
      <MineIndexPage params={{}} query={{}} title="我的" />
    </Provider>,
  );
}

describe('MineIndexPage', () => {
  it('shows the learner, the counts and the learner entries, without the lecturer ones', async () => {
    await renderAs('mock.1.test');
    expect(await screen.findByText('李小雨')).toBeTruthy();
    const counts = screen.getByRole('navigation', { name: '我的数据' });
    expect(within(counts).getByRole('link', { name: /收藏/ }).textContent).toBe('5收藏');
    expect(screen.getByRole('link', { name: '购买记录' }).getAttribute('href')).toBe('#/mine/buyRecord/index');
    expect(screen.queryByRole('link', { name: /个人资料/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /我的直播间/ })).toBeNull();
    expect(screen.getByRole('link', { name: /讲师入驻/ }).getAttribute('href')).toBe('#/mine/join/index');
    expect(await screen.findByRole('link', { name: '查看更多' })).toBeTruthy();
  });

  it('gives a lecturer 个人资料 and the studio', async () => {
    await renderAs('mock.3.test');
    expect(await screen.findByText('林晓岚')).toBeTruthy();
    expect(screen.getByRole('link', { name: /个人资料/ }).getAttribute('href')).toBe('#/mine/personInfo');
    expect(screen.getByRole('link', { name: /我的直播间/ }).getAttribute('href')).toBe('#/mine/liveroom/mine');
    expect(screen.queryByRole('link', { name: /讲师入驻/ })).toBeNull();
  });
});
