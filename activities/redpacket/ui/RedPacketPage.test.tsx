import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { http } from 'msw';
import { $token } from '@/shared/api';
import { mockServer } from '../../../tests/msw-server';
import { RedPacketPage } from './RedPacketPage';

function showPage() {
  const scope = fork({ values: [[$token, 'mock.1.test']] });
  const view = render(
    <Provider value={scope}>
      <RedPacketPage params={{}} query={{}} title="拆红包" />
    </Provider>,
  );
  return { scope, view };
}

describe('RedPacketPage', () => {
  it('opens the packet on 拆红包 and shows the amount, its terms and where to use it', async () => {
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: '拆红包' }));

    const amount = await screen.findByRole('heading', { name: '¥21.37' });
    expect(document.activeElement).toBe(amount);
    expect(screen.getByText('恭喜你获得')).toBeTruthy();
    expect(screen.getByText(/满 ¥50\.00 可用 · \d{4}年\d{1,2}月\d{1,2}日前有效/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去使用' }).getAttribute('href')).toBe('#/index/');
    expect(screen.getByRole('link', { name: '查看我的优惠券' }).getAttribute('href')).toBe('#/mine/coupon');
    expect(screen.queryByRole('button', { name: '拆红包' })).toBeNull();
  });

  it('shows an opened packet as already received on a later visit', async () => {
    const first = showPage();
    await userEvent.click(await screen.findByRole('button', { name: '拆红包' }));
    await screen.findByRole('heading', { name: '¥21.37' });
    first.view.unmount();

    showPage();
    expect(await screen.findByText('你已领取')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '¥21.37' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '拆红包' })).toBeNull();
  });

  it('politely refuses a packet already opened elsewhere and shows what it held', async () => {
    showPage();
    const openButton = await screen.findByRole('button', { name: '拆红包' });
    // Meanwhile the same learner opened it on another phone.
    await fetch('http://mock.test/api/active/redpacket/open', {
      method: 'POST',
      body: 'token=mock.1.other&packetId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await userEvent.click(openButton);
    expect((await screen.findByRole('status')).textContent).toBe('你已经领过这个红包啦');
    expect(await screen.findByRole('heading', { name: '¥21.37' })).toBeTruthy();
  });

  it('explains a failed load and loads again on 重试', async () => {
    mockServer.use(http.get('*/api/active/redpacket/info', () => new Response(null, { status: 500 }), { once: true }));
    showPage();
    expect((await screen.findByRole('alert')).textContent).toContain('加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '拆红包' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '活动规则' })).toBeTruthy();
  });

  it('says why the packet did not open and keeps 拆红包 as the retry', async () => {
    mockServer.use(http.post('*/api/active/redpacket/open', () => new Response(null, { status: 500 }), { once: true }));
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: '拆红包' }));
    expect((await screen.findByRole('alert')).textContent).toContain('红包没拆开');
    await userEvent.click(screen.getByRole('button', { name: '拆红包' }));
    expect(await screen.findByRole('heading', { name: '¥21.37' })).toBeTruthy();
  });
});
