import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import { $requestTimings } from '@/shared/api';
import { mockServer } from '../../../tests/msw-server';
import { $wechatEnv } from './bridge-store';
import { configureWechatFx, payFx } from './effects';
import type { WechatEnv } from './environment';
import { chooseImageFx, wxUploadImageFx } from './image-effects';
import { createFakeWx, fakeWechatEnv } from './real/fake-wx.test-utils';
import { startRecordFx } from './voice-effects';

const wxPayParams = {
  appId: 'wx123',
  timeStamp: '1700000001',
  nonceStr: 'abc',
  package: 'prepay_id=mock_WK7',
  signType: 'MD5',
  paySign: 'SIGN',
};
const signed = { debug: 0, appId: 'wx123', timestamp: '1700000000', nonceStr: 'n0nce', signature: 'sig' };

/** A WeChat user agent whose bridge appears (or not) as told, with short timings so nothing waits long. */
function setup(overrides: Partial<WechatEnv> = {}) {
  const fake = createFakeWx();
  const env = fakeWechatEnv(fake, { timings: { bridgeWaitMs: 30, callMs: 40, payMs: 60 }, ...overrides });
  // The signature request's own timeout is short too: allSettled waits for it.
  const requests = { slowMs: 1000, timeoutMs: 200 };
  return {
    fake,
    env,
    scope: fork({
      values: [
        [$wechatEnv, env],
        [$requestTimings, requests],
      ],
    }),
  };
}

describe('WeChat bridge timeouts', () => {
  it('a cashier that never answers ends as "unanswered" (the purchase then asks the server)', async () => {
    mockServer.use(http.get('*/api/auth/jssdk', () => HttpResponse.json({ code: 1, data: signed })));
    const { scope, fake } = setup();
    await allSettled(configureWechatFx, { scope });
    fake.fireReady();
    // chooseWXPay is called and nothing ever comes back.
    const result = await allSettled(payFx, { scope, params: { wxPayParams } });
    expect(fake.methods()).toContain('chooseWXPay');
    expect(result).toEqual({ status: 'done', value: 'unanswered' });
  });

  it('pay waiting for a wx.ready that never fires also ends as "unanswered"', async () => {
    mockServer.use(http.get('*/api/auth/jssdk', () => HttpResponse.json({ code: 1, data: signed })));
    const { scope } = setup();
    await allSettled(configureWechatFx, { scope });
    expect(await allSettled(payFx, { scope, params: { wxPayParams } })).toEqual({
      status: 'done',
      value: 'unanswered',
    });
  });

  it('a signature request that hangs fails the configuration with a clear message', async () => {
    mockServer.use(http.get('*/api/auth/jssdk', () => new Promise<never>(() => {})));
    const { scope } = setup();
    const result = await allSettled(configureWechatFx, { scope });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('微信功能初始化超时，请稍后重试');
  });

  it('a voice call that never answers fails with its message', async () => {
    const { scope } = setup();
    const result = await allSettled(startRecordFx, { scope });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('语音操作没有响应，请重试');
  });

  it('a picture picker or upload that never answers fails with a message the field shows with 重试', async () => {
    const { scope } = setup({ timings: { bridgeWaitMs: 30, callMs: 40, payMs: 60, pickMs: 50 } });
    const picked = await allSettled(chooseImageFx, { scope, params: 1 });
    expect(picked.status).toBe('fail');
    expect((picked.value as Error).message).toBe('微信没有响应，请重试');
    const uploaded = await allSettled(wxUploadImageFx, { scope, params: 'wxLocalResource://1' });
    expect((uploaded.value as Error).message).toBe('微信没有响应，请重试');
  });
});

describe('a WeChat user agent without WeixinJSBridge', () => {
  it('in development and test builds falls back to the simulated sheet by itself (no localStorage flag)', async () => {
    mockServer.use(http.post('*/__mock/wxpay/notify', () => HttpResponse.json({ code: 1, data: null })));
    const waited: number[] = [];
    const { scope, fake } = setup({
      simulation: true,
      // Time for a person to tap 支付.
      timings: { bridgeWaitMs: 30, callMs: 40, payMs: 10_000 },
      waitForWeixinBridge: async (ms) => {
        waited.push(ms);
        return false;
      },
    });
    const payment = allSettled(payFx, { scope, params: { wxPayParams, amountFen: 990 } });
    await screen.findByRole('dialog', { name: '模拟微信支付' });
    await userEvent.click(screen.getByRole('button', { name: '支付' }));
    await expect(payment).resolves.toEqual({ status: 'done', value: 'paid' });
    expect(waited).toEqual([30]);
    expect(fake.calls).toEqual([]);
  });

  it('in production says why pay cannot start, and never opens a sheet', async () => {
    const { scope } = setup({ simulation: false, waitForWeixinBridge: async () => false });
    const result = await allSettled(payFx, { scope, params: { wxPayParams } });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('微信环境未就绪，无法发起支付，请在微信中重新打开本页');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the simulated sheet’s 不回应 leaves the payment to the timeout: "unanswered"', async () => {
    const { scope } = setup({ simulation: true, waitForWeixinBridge: async () => false });
    const payment = allSettled(payFx, { scope, params: { wxPayParams } });
    await screen.findByRole('dialog', { name: '模拟微信支付' });
    await userEvent.click(screen.getByRole('button', { name: '不回应' }));
    await expect(payment).resolves.toEqual({ status: 'done', value: 'unanswered' });
  });
});
