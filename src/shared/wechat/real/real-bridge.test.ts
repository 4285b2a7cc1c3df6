import { describe, expect, it, rs } from '@rstest/core';
import { JS_API_LIST } from '../constants';
import type { WxPayParams } from '../types';
import { ANDROID_WECHAT_UA, createFakeWx } from './fake-wx.test-utils';
import { createRealBridge } from './real-bridge';

const signed = { debug: 0 as const, appId: 'wx123', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'sig' };
const payParams: WxPayParams = {
  appId: 'wx123',
  timeStamp: '1700000001',
  nonceStr: 'abc',
  package: 'prepay_id=wx2017',
  signType: 'MD5',
  paySign: 'SIGN',
};
const card = { title: 't', desc: 'd', link: 'https://m.example.com/?v=1#/', imgUrl: 'https://s.example.com/a.png' };

function setup() {
  const fake = createFakeWx();
  const alert = rs.fn();
  const env = {
    userAgent: ANDROID_WECHAT_UA,
    landingUrl: 'https://m.example.com/?v=1#/index/',
    currentUrl: () => 'https://m.example.com/?v=2#/mine/index',
    debug: false,
    alert,
  };
  return { fake, alert, bridge: createRealBridge(fake.wx, env) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('real bridge', () => {
  it('calls wx.config with the signature and every JS API the app uses', async () => {
    const { fake, bridge } = setup();
    const loadSignature = rs.fn(async () => signed);
    await bridge.configure(loadSignature);
    expect(loadSignature).toHaveBeenCalledWith('https://m.example.com/?v=2');
    expect(fake.calls[0]).toEqual({
      method: 'config',
      params: { ...signed, debug: false, jsApiList: [...JS_API_LIST] },
    });
    expect(JS_API_LIST).toEqual(
      expect.arrayContaining(['hideMenuItems', 'updateAppMessageShareData', 'chooseWXPay', 'uploadVoice']),
    );
  });

  it('resolves configuration without waiting for wx.ready, queues calls and runs them on ready', async () => {
    const { fake, bridge } = setup();
    await bridge.configure(async () => signed);
    await bridge.share(card);
    const payment = bridge.pay(payParams);
    await flush();
    expect(fake.methods()).toEqual(['config']);

    fake.answers.chooseWXPay = (params) => params.success?.({ errMsg: 'chooseWXPay:ok' });
    fake.fireReady();
    await expect(payment).resolves.toBe('paid');
    expect(fake.methods()).toEqual([
      'config',
      'hideMenuItems',
      'updateAppMessageShareData',
      'updateTimelineShareData',
      'onMenuShareAppMessage',
      'onMenuShareTimeline',
      'chooseWXPay',
    ]);
    expect(fake.calls[1]?.params).toEqual({
      menuList: ['menuItem:copyUrl', 'menuItem:openWithSafari', 'menuItem:openWithQQBrowser'],
    });
    expect(fake.calls[6]?.params).toMatchObject({
      timestamp: 1700000001,
      package: 'prepay_id=wx2017',
      paySign: 'SIGN',
    });
  });

  it.each([
    ['cancel callback', 'cancel', 'chooseWXPay:cancel'],
    ['fail with a cancel errMsg (some versions)', 'fail', 'chooseWXPay:cancel'],
    ['only complete with a cancel errMsg', 'complete', 'chooseWXPay:cancel'],
  ] as const)('treats %s as cancelled', async (_, callback, errMsg) => {
    const { fake, bridge } = setup();
    await bridge.configure(async () => signed);
    fake.fireReady();
    fake.answers.chooseWXPay = (params) => params[callback]?.({ errMsg });
    await expect(bridge.pay(payParams)).resolves.toBe('cancelled');
  });

  it('rejects a failed payment with a Chinese message', async () => {
    const { fake, bridge } = setup();
    await bridge.configure(async () => signed);
    fake.fireReady();
    fake.answers.chooseWXPay = (params) => {
      params.fail?.({ errMsg: 'chooseWXPay:fail' });
      params.complete?.({ errMsg: 'chooseWXPay:fail' });
    };
    await expect(bridge.pay(payParams)).rejects.toThrow('支付失败，请稍后再试');
  });

  it('on wx.error logs, rejects the waiting calls and keeps the page going', async () => {
    const { fake, bridge } = setup();
    const log = rs.spyOn(console, 'error').mockImplementation(() => {});
    await bridge.configure(async () => signed);
    const payment = bridge.pay(payParams);
    await bridge.share(card);
    fake.fireError('config:invalid signature');
    await expect(payment).rejects.toThrow('微信功能初始化失败');
    expect(log).toHaveBeenCalledWith('[wechat] JS-SDK configuration failed:', 'config:invalid signature');
    expect(fake.methods()).toEqual(['config']);
  });

  it('rejects configuration when wx.error fires during wx.config, alerting in debug builds', async () => {
    const fake = createFakeWx();
    const alert = rs.fn();
    rs.spyOn(console, 'error').mockImplementation(() => {});
    const bridge = createRealBridge(fake.wx, {
      userAgent: ANDROID_WECHAT_UA,
      landingUrl: '',
      currentUrl: () => 'https://m.example.com/?v=1',
      debug: true,
      alert,
    });
    fake.answers.config = () => fake.fireError('config:invalid url domain');
    await expect(bridge.configure(async () => signed)).rejects.toThrow('微信功能初始化失败');
    expect(alert).toHaveBeenCalledWith('微信功能初始化失败：config:invalid url domain');
  });

  it('wraps voice calls: record, stop with a localId, upload with a serverId, refusal as a clear message', async () => {
    const { fake, bridge } = setup();
    await bridge.configure(async () => signed);
    fake.fireReady();
    fake.answers.stopRecord = (params) => params.success?.({ errMsg: 'stopRecord:ok', localId: 'weixin://voice/1' });
    fake.answers.uploadVoice = (params) => params.success?.({ errMsg: 'uploadVoice:ok', serverId: 'media-9' });
    fake.answers.startRecord = (params) => params.cancel?.({ errMsg: 'startRecord:cancel' });
    await expect(bridge.startRecord()).rejects.toThrow('未获得录音权限');
    await expect(bridge.stopRecord()).resolves.toBe('weixin://voice/1');
    await expect(bridge.uploadVoice('weixin://voice/1')).resolves.toBe('media-9');
    expect(fake.calls.find((call) => call.method === 'uploadVoice')?.params).toMatchObject({
      localId: 'weixin://voice/1',
    });
  });
});
