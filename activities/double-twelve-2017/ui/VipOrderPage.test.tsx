import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { LEARNER, renderPage, scopeAs } from '../d12.test-utils';
import { waitBeforeCheckFx } from '../model/vip-order';
import { VipOrderPage } from './VipOrderPage';

function openOrder(orderId: string) {
  const scope = scopeAs(LEARNER, [[waitBeforeCheckFx, async () => {}]]);
  renderPage(scope, <VipOrderPage params={{ orderId }} query={{}} title="订单结果" />);
}

describe('VipOrderPage', () => {
  it('shows a paid order: what was bought, the amount paid, and a way to start studying', async () => {
    openOrder('WK20261112000001');
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(screen.getByText('一口气读懂宋朝三百年')).toBeTruthy();
    expect(screen.getByText('实付金额').nextElementSibling?.textContent).toBe('¥59.00');
    expect(screen.getByRole('link', { name: '开始学习' }).getAttribute('href')).toBe('#/lesson/channel/2');
  });

  it('shows a pending order with a way to look again', async () => {
    openOrder('WK20261112000002');
    expect(await screen.findByRole('heading', { name: '等待支付结果' })).toBeTruthy();
    expect(screen.getByText('应付金额').nextElementSibling?.textContent).toBe('¥39.90');
    expect(screen.getByRole('button', { name: '刷新支付结果' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '开始学习' })).toBeNull();
  });

  it('says clearly when the order is not found', async () => {
    openOrder('WK404');
    expect(await screen.findByText('没有找到这个订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到活动主页' }).getAttribute('href')).toBe(
      '#/activity/doubleTwelve2017/index',
    );
  });
});
