import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import { $token, httpFailed } from '@/shared/api';
import { mockServer } from '../../../tests/msw-server';
import { $wechatEnv } from './bridge-store';
import { configureWechatFx, defaultShareFx, payFx, shareFx } from './effects';
import type { WechatEnv } from './environment';
import { createFakeWx, DESKTOP_UA, fakeWechatEnv, IOS_WECHAT_UA } from './real/fake-wx.test-utils';

const signed = { debug: false, appId: 'wx123', timestamp: '1700000000', nonceStr: 'n0nce', signature: 'sig' };
const wxPayParams = {
  appId: 'wx123',
  timeStamp: '1700000001',
  nonceStr: 'abc',
  package: 'prepay_id=mock_WK7',
  signType: 'MD5',
  paySign: 'SIGN',
};

function setup(overrides: Partial<WechatEnv> = {}) {
  const fake = createFakeWx();
  const env = fakeWechatEnv(fake, {
    currentUrl: () => 'https://m.example.com/?v=1&from=share#/lesson/play/3',
    ...overrides,
  });
  const scope = fork({
    values: [
      [$wechatEnv, env],
      [$token, 'tok-secret'],
    ],
  });
  return { fake, env, scope };
}

/** Answers GET /api/auth/jssdk and records the `url` and `token` parameters of each request. */
function answerJssdk(response: () => Response = () => HttpResponse.json({ code: 1, msg: 'ok', data: signed })) {
  const signedUrls: Array<string | null> = [];
  const tokens: Array<string | null> = [];
  mockServer.use(
    http.get('*/api/auth/jssdk', ({ request }) => {
      signedUrls.push(new URL(request.url).searchParams.get('url'));
      tokens.push(new URL(request.url).searchParams.get('token'));
      return response();
    }),
  );
  return { urls: signedUrls, tokens };
}

describe('configureWechatFx', () => {
  it('on Android signs the current URL without the hash and passes the answer to wx.config', async () => {
    const seen = answerJssdk();
    const { fake, scope } = setup();
    const result = await allSettled(configureWechatFx, { scope });
    expect(result.status).toBe('done');
    expect(seen.urls).toEqual(['https://m.example.com/?v=1&from=share']);
    // The request ran in the caller's scope (its session), even though it starts after an await.
    expect(seen.tokens).toEqual(['tok-secret']);
    expect(fake.calls[0]?.params).toMatchObject({ appId: 'wx123', timestamp: 1700000000, signature: 'sig' });
  });

  it('on iOS signs the landing URL without the hash', async () => {
    const seen = answerJssdk();
    const { scope } = setup({ userAgent: IOS_WECHAT_UA });
    await allSettled(configureWechatFx, { scope });
    expect(seen.urls).toEqual(['https://m.example.com/?v=1']);
  });

  it('on a failed signature logs without the token, alerts in debug builds, fails, and shows no busy toast', async () => {
    answerJssdk(() => new HttpResponse(null, { status: 502 }));
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    const { env, scope, fake } = setup({ debug: true });
    const busy = rs.fn();
    createWatch({ unit: httpFailed, scope, fn: busy });
    const result = await allSettled(configureWechatFx, { scope });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('微信功能初始化失败');
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/tok-secret|https?:/);
    expect(env.alert).toHaveBeenCalledWith(expect.stringContaining('微信功能初始化失败'));
    expect(busy).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });

  it('never waits for wx.ready: share and pay queue until it fires', async () => {
    answerJssdk();
    const { fake, scope } = setup();
    await allSettled(configureWechatFx, { scope });
    await allSettled(shareFx, { scope, params: { title: '好课' } });
    const payment = allSettled(payFx, { scope, params: { wxPayParams } });
    expect(fake.methods()).toEqual(['config']);
    fake.answers.chooseWXPay = (params) => params.success?.({ errMsg: 'chooseWXPay:ok' });
    fake.fireReady();
    await expect(payment).resolves.toEqual({ status: 'done', value: 'paid' });
    expect(fake.calls.find((call) => call.method === 'updateAppMessageShareData')?.params).toEqual({
      title: '好课',
      desc: '名师好课随身听，碎片时间也能充电',
      link: 'https://m.example.com/?v=1&from=share#/lesson/play/3',
      imgUrl: expect.stringMatching(/^https:\/\/m\.example\.com\/.*share-logo.*\.png$/),
    });
  });
});

describe('default share card', () => {
  it('uses the product name with the slogan and a link without the token', async () => {
    answerJssdk();
    const { fake, scope } = setup({ currentUrl: () => 'https://m.example.com/?v=1&token=abc#/index/?token=x' });
    await allSettled(configureWechatFx, { scope });
    fake.fireReady();
    await allSettled(defaultShareFx, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls.find((call) => call.method === 'updateTimelineShareData')?.params).toMatchObject({
      title: '微课堂 · 每天听一课，进步一点点',
      link: 'https://m.example.com/?v=1#/index/',
    });
  });
});

describe('outside WeChat', () => {
  it('in production builds payment rejects with 请在微信中打开; config and share do nothing', async () => {
    const { scope } = setup({ userAgent: DESKTOP_UA, simulation: false });
    expect((await allSettled(configureWechatFx, { scope })).status).toBe('done');
    expect((await allSettled(shareFx, { scope, params: {} })).status).toBe('done');
    const result = await allSettled(payFx, { scope, params: { wxPayParams } });
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe('请在微信中打开');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in simulation builds payment goes through the simulated sheet', async () => {
    mockServer.use(http.post('*/__mock/wxpay/notify', () => HttpResponse.json({ code: 1, data: null })));
    const { scope } = setup({ userAgent: DESKTOP_UA, simulation: true });
    const payment = allSettled(payFx, { scope, params: { wxPayParams, amountFen: 990 } });
    const dialog = await screen.findByRole('dialog', { name: '模拟微信支付' });
    expect(dialog.textContent).toContain('¥9.90');
    await userEvent.click(screen.getByRole('button', { name: '支付' }));
    await expect(payment).resolves.toEqual({ status: 'done', value: 'paid' });
  });

  it('inside WeChat, a forced simulation (wkt:bridge=simulated) uses the sheet instead of the SDK', async () => {
    mockServer.use(http.post('*/__mock/wxpay/notify', () => HttpResponse.json({ code: 1, data: null })));
    const { scope, fake } = setup({ simulation: true, forceSimulation: true });
    const payment = allSettled(payFx, { scope, params: { wxPayParams } });
    await screen.findByRole('dialog', { name: '模拟微信支付' });
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(payment).resolves.toEqual({ status: 'done', value: 'cancelled' });
    expect(fake.calls).toEqual([]);
  });
});
