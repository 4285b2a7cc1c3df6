import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $token } from '@/shared/api';
import MineCouponPage from './MineCouponPage';

function renderPage(token: string) {
  render(
    <Provider value={fork({ values: [[$token, token]] })}>
      <MineCouponPage params={{}} query={{}} title="我的优惠券" />
    </Provider>,
  );
}

describe('MineCouponPage', () => {
  it('shows the learner’s usable coupons, then the used and expired ones by tab', async () => {
    renderPage('mock.1.test');
    const usable = screen.getByRole('tab', { name: '可使用' });
    expect(usable.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('新人专享 ¥10 无门槛券')).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toContain('8.5折');
    await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
    expect(screen.getByRole('tab', { name: '已使用' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('老学员回馈 9 折券')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '已过期' }));
    expect(await screen.findByText('双十二 ¥30 券')).toBeTruthy();
  });

  it('says so when a tab is empty', async () => {
    renderPage('mock.3.test');
    expect(await screen.findByText('暂无可使用的优惠券')).toBeTruthy();
  });
});
