import { describe, expect, it } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $user } from '@/entities/user';
import { $token } from '@/shared/api';
import { mockServer } from '../../../../tests/msw-server';
import ComboPage from './ComboPage';

/** Lecturer 3, who owns column 1 and package 6. */
const lecturer = { id: 3, nickName: '林晓岚' };

function renderCombo(id: number, token: string | null = null, user: typeof lecturer | null = null, title = '专栏') {
  render(
    <Provider
      value={fork({
        // A partial Userinfo: the page reads only who the viewer is.
        values: [
          [$token, token],
          [$user, user],
        ] as never,
      })}
    >
      <ComboPage params={{ id }} query={{}} title={title} />
    </Provider>,
  );
}

describe('ComboPage', () => {
  it('shows the column, its numbered catalogue linking to lessons, and the buy button', async () => {
    renderCombo(1, 'mock.2.test');
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '职场沟通力：30 天高效表达训练营' })).toBeTruthy();
    const catalogue = screen.getByRole('heading', { name: /课程目录/ }).closest('section') as HTMLElement;
    const links = within(catalogue).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]?.getAttribute('href')).toMatch(/^#\/lesson\/play\/\d+$/);
    expect(screen.getByRole('button', { name: '购买 ¥29.90' })).toBeTruthy();
  });

  it('offers 领券后 ¥84.00 on package 6 to the learner, who can still claim ¥15 off', async () => {
    renderCombo(6, 'mock.1.test');
    expect((await screen.findByText(/领券后/)).textContent).toBe('领券后 ¥84.00');
    expect(screen.getByRole('button', { name: '领券' })).toBeTruthy();
  });

  it('shows 已加入专栏 and 开始学习, and no price or buy button, to the learner who bought column 2', async () => {
    renderCombo(2, 'mock.1.test');
    expect(await screen.findByText('已加入专栏')).toBeTruthy();
    expect(screen.queryByText('¥59.00')).toBeNull();
    expect(screen.queryByRole('button', { name: /购买/ })).toBeNull();
    expect(screen.getByRole('link', { name: '开始学习' })).toBeTruthy();
    expect(screen.queryByText(/领券后/)).toBeNull();
  });

  it('tells an unknown column apart', async () => {
    renderCombo(999);
    expect(await screen.findByText('内容不存在')).toBeTruthy();
  });

  it('the lecturer opening their own column sees 管理 (its editor), never a buy button', async () => {
    renderCombo(1, 'mock.3.test', lecturer);
    const bar = await screen.findByRole('region', { name: '专栏管理' });
    expect(within(bar).getByRole('link', { name: '管理' }).getAttribute('href')).toBe('#/mine/channel/edit/1');
    expect(screen.queryByRole('button', { name: /购买/ })).toBeNull();
  });

  it('the lecturer opening their own package sees 管理 (the studio hub), never a buy button nor 领券', async () => {
    let offersAsked = false;
    const asked = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/coupon/calcCouponSpecial') offersAsked = true;
    };
    mockServer.events.on('response:mocked', asked);
    renderCombo(6, 'mock.3.test', lecturer, '系列课');
    const bar = await screen.findByRole('region', { name: '系列课管理' });
    expect(within(bar).getByRole('link', { name: '管理' }).getAttribute('href')).toBe('#/mine/liveroom/mine');
    expect(screen.queryByRole('button', { name: /购买/ })).toBeNull();
    // A learner is offered 领券 on package 6 (above); its own lecturer is not, once the offers have been asked.
    await waitFor(() => expect(offersAsked).toBe(true));
    mockServer.events.removeListener('response:mocked', asked);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '领券' })).toBeNull();
    expect(screen.queryByText(/领券后/)).toBeNull();
  });
});
