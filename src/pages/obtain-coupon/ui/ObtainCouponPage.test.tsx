import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { http } from 'msw';
import { $token } from '@/shared/api';
import { mockServer } from '../../../../tests/msw-server';
import ObtainCouponPage from './ObtainCouponPage';

function renderPage(couponId: number) {
  const scope = fork({ values: [[$token, 'mock.1.test']] });
  render(
    <Provider value={scope}>
      <ObtainCouponPage params={{ id: String(couponId) }} query={{}} title="领取优惠券" />
    </Provider>,
  );
}

describe('ObtainCouponPage', () => {
  it('claims a coupon with 立即领取 and links to it', async () => {
    renderPage(4);
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的优惠券' }).getAttribute('href')).toBe('#/mine/coupon');
  });

  it('tells a second claim 你已经领过了', async () => {
    mockServer.use(
      http.get('*/api/coupon/saveCouponUser', () => Response.json({ code: 2, msg: '已经领取过了', data: null })),
    );
    renderPage(4);
    await userEvent.click(await screen.findByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('你已经领过了')).toBeTruthy();
  });

  it('shows 来晚了 for a coupon claimed out', async () => {
    renderPage(5);
    expect(await screen.findByText('来晚了，优惠券已领完')).toBeTruthy();
  });
});
