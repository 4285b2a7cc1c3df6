import { describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { mockServer } from '../../../../tests/msw-server';
import type { WxPayParams } from '../types';
import { createSimulatedBridge } from './simulated-bridge';

const params: WxPayParams = {
  appId: 'wx000000000000test',
  timeStamp: '1700000000',
  nonceStr: 'mock',
  package: 'prepay_id=mock_WK20240101001',
  signType: 'MD5',
  paySign: 'mock',
};

/** The mock backend's stand-in for WeChat Pay's server notification; records each body it receives. */
function answerNotify(status = 200) {
  const bodies: string[] = [];
  mockServer.use(
    http.post('*/__mock/wxpay/notify', async ({ request }) => {
      bodies.push(await request.text());
      return HttpResponse.json({ code: 1, msg: 'ok', data: null }, { status });
    }),
  );
  return bodies;
}

async function openSheet(amountFen?: number) {
  const user = userEvent.setup();
  const payment = createSimulatedBridge({ apiBase: '' }).pay(params, { amountFen });
  // Settles while the click is still being dispatched; the test inspects it right after.
  payment.catch(() => {});
  const dialog = screen.getByRole('dialog', { name: '模拟微信支付' });
  return { user, payment, dialog, button: (name: string) => within(dialog).getByRole('button', { name }) };
}

describe('simulated WeChat Pay', () => {
  it('shows an accessible sheet with the amount and moves focus into it', async () => {
    const { dialog, button, user, payment } = await openSheet(1990);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('¥19.90')).toBeTruthy();
    expect(document.activeElement).toBe(button('支付'));
    await user.keyboard('{Escape}');
    await expect(payment).resolves.toBe('cancelled');
  });

  it('支付 notifies the mock backend with the order number, then resolves paid', async () => {
    const bodies = answerNotify();
    const { user, button, payment } = await openSheet(1990);
    await user.click(button('支付'));
    await expect(payment).resolves.toBe('paid');
    expect(bodies).toEqual(['orderNo=WK20240101001&result=paid']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the second tap of a double tap that opened it is not a choice; a deliberate tap is', async () => {
    const bodies = answerNotify();
    const { button, payment } = await openSheet(1990);
    button('不回应').dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
    expect(screen.getByRole('dialog', { name: '模拟微信支付' })).toBeTruthy();
    button('支付').dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    await expect(payment).resolves.toBe('paid');
    expect(bodies).toEqual(['orderNo=WK20240101001&result=paid']);
  });

  it('取消 resolves cancelled without telling the backend anything', async () => {
    const bodies = answerNotify();
    const { user, button, payment } = await openSheet();
    await user.click(button('取消'));
    await expect(payment).resolves.toBe('cancelled');
    expect(bodies).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('失败 rejects with the Chinese failure message', async () => {
    const { user, button, payment } = await openSheet();
    await user.click(button('失败'));
    await expect(payment).rejects.toThrow('支付失败，请稍后再试');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects 支付 when the mock backend does not take the notification', async () => {
    answerNotify(500);
    rs.spyOn(console, 'error').mockImplementation(() => {});
    const { user, button, payment } = await openSheet();
    await user.click(button('支付'));
    await expect(payment).rejects.toThrow('支付失败，请稍后再试');
  });

  it('answers voice calls with fake ids', async () => {
    const bridge = createSimulatedBridge({ apiBase: '' });
    await bridge.startRecord();
    const localId = await bridge.stopRecord();
    expect(localId).toMatch(/^sim-voice-\d+$/);
    await expect(bridge.uploadVoice(localId)).resolves.toMatch(/^sim-media-\d+$/);
  });
});
