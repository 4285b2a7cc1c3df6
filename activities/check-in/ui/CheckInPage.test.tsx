import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { setMockNow } from '@/app/activities/campaign.test-utils';
import { $token } from '@/shared/api';
import { CheckInPage } from './CheckInPage';

function showPage() {
  const scope = fork({ values: [[$token, 'mock.1.test']] });
  return render(
    <Provider value={scope}>
      <CheckInPage params={{}} query={{}} title="签到打卡领券" />
    </Provider>,
  );
}

describe('CheckInPage', () => {
  it('checks in on 今日打卡 and marks the day', async () => {
    setMockNow(Date.parse('2026-12-05T10:00:00+08:00'));
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: '今日打卡' }));
    expect(await screen.findByRole('heading', { name: '已打卡 1 / 7 天' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '已打卡 1 天，共 7 天' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '今天已打卡，明天再来' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the coupon won on the seventh day, with the way to my coupons', async () => {
    for (const day of [1, 2, 3, 4, 5, 6, 7]) {
      setMockNow(Date.parse(`2026-12-0${day}T10:00:00+08:00`));
      await fetch('http://mock.test/api/active/check-in/sign', {
        method: 'POST',
        body: 'token=mock.1.test',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    showPage();
    expect(await screen.findByRole('heading', { name: '你已领取打卡礼券 ¥10.00' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的优惠券' }).getAttribute('href')).toBe('#/mine/coupon');
  });
});
