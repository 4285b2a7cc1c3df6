import { describe, expect, it } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { http } from 'msw';
import { mockServer } from '../../../tests/msw-server';
import { LEARNER, renderPage, scopeAs } from '../d12.test-utils';
import { clockTicked, startClockFx } from '../model/promo';
import { PromoPage } from './PromoPage';

const PROMO_END = Date.parse('2027-01-15T23:59:59+08:00');
const props = { params: {}, query: {}, title: '双十二年终大促' };

async function openPromo() {
  const scope = scopeAs(LEARNER, [[startClockFx, () => {}]]);
  renderPage(scope, <PromoPage {...props} />);
  await act(() => allSettled(clockTicked, { scope, params: PROMO_END - ((2 * 24 + 5) * 3600 + 30) * 1000 }));
  return scope;
}

describe('PromoPage', () => {
  it('lists the deals with promo price, struck original price and a buy button', async () => {
    await openPromo();
    expect(screen.getByRole('heading', { level: 1, name: '双十二年终大促' })).toBeTruthy();
    const deal = await screen.findByRole('article', { name: /职场进阶全家桶/ });
    expect(deal.textContent).toContain('活动价¥99.00');
    expect(deal.querySelector('s')?.textContent).toBe('¥159.00');
    expect(within(deal).getByRole('button', { name: '立即抢购' })).toBeTruthy();
    // Column 2 is the learner's already: study instead of buying.
    const owned = screen.getByRole('article', { name: /一口气读懂宋朝三百年/ });
    expect(within(owned).getByRole('link', { name: '去学习' }).getAttribute('href')).toBe('#/lesson/channel/2');
  });

  it('counts down to the end of the promo', async () => {
    await openPromo();
    expect(screen.getByText('2 天 05:00:30')).toBeTruthy();
  });

  it('offers the viewer own share-friend link to copy, and the way to the rank', async () => {
    await openPromo();
    const link = (await screen.findByRole('textbox', { name: '我的邀请链接' })) as HTMLInputElement;
    expect(link.value).toMatch(/#\/activity\/doubleTwelve2017\/shareFriend\/s[0-9a-z]{9}$/);
    expect(link.value).not.toContain('token');
    const code = link.value.split('/').pop();
    expect(screen.getByRole('link', { name: '查看邀请排行' }).getAttribute('href')).toBe(
      `#/activity/doubleTwelve2017/shareRank/${code}`,
    );
    expect(screen.getByRole('button', { name: '复制链接' })).toBeTruthy();
  });

  it('shows an error with a retry when the deals cannot be loaded', async () => {
    mockServer.use(
      http.get('*/api/active/d12/home', () => Response.json({ code: 5, msg: '系统繁忙', data: null }), { once: true }),
    );
    await openPromo();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('特惠课程加载失败'));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: /职场进阶全家桶/ })).toBeTruthy();
  });

  it('says so when no deal is on yet', async () => {
    mockServer.use(
      http.get('*/api/active/d12/home', () =>
        Response.json({ code: 1, msg: 'success', data: { endTime: PROMO_END, deals: [] } }),
      ),
    );
    await openPromo();
    expect(await screen.findByText('特惠课程正在上架')).toBeTruthy();
  });
});
