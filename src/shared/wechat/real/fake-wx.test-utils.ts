import { rs } from '@rstest/core';
import type { WechatEnv } from '../environment';
import type { WxApi, WxCallbacks } from './wx-api';

type Method = keyof WxApi;
type Call = { method: Method; params: unknown };

/**
 * A stand-in for weixin-js-sdk's `wx` in tests: records every call, fires ready/error on demand and lets a test
 * decide how a call answers (e.g. chooseWXPay calling `cancel`). Like real WeChat outside WeChat, ready and error
 * never fire by themselves.
 */
export function createFakeWx() {
  const calls: Call[] = [];
  const readyCallbacks: Array<() => void> = [];
  const errorCallbacks: Array<(result: { errMsg: string }) => void> = [];
  const answers: Partial<Record<Method, (params: WxCallbacks & Record<string, unknown>) => void>> = {};
  const record =
    (method: Method) =>
    (params: WxCallbacks): void => {
      calls.push({ method, params });
      answers[method]?.(params);
    };
  const wx: WxApi = {
    config: (config) => {
      calls.push({ method: 'config', params: config });
      answers.config?.(config);
    },
    ready: (callback) => readyCallbacks.push(callback),
    error: (callback) => errorCallbacks.push(callback),
    hideMenuItems: record('hideMenuItems'),
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    onMenuShareAppMessage: record('onMenuShareAppMessage'),
    onMenuShareTimeline: record('onMenuShareTimeline'),
    chooseWXPay: record('chooseWXPay'),
    startRecord: record('startRecord'),
    stopRecord: record('stopRecord'),
    playVoice: record('playVoice'),
    stopVoice: record('stopVoice'),
    uploadVoice: record('uploadVoice'),
    downloadVoice: record('downloadVoice'),
    chooseImage: record('chooseImage'),
    getLocalImgData: record('getLocalImgData'),
    uploadImage: record('uploadImage'),
  };
  return {
    wx,
    calls,
    answers,
    methods: () => calls.map((call) => call.method),
    fireReady: () => {
      for (const callback of readyCallbacks) callback();
    },
    fireError: (errMsg: string) => {
      for (const callback of errorCallbacks) callback({ errMsg });
    },
  };
}
export type FakeWx = ReturnType<typeof createFakeWx>;

export const ANDROID_WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
export const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

/**
 * An Android WeChat whose bridge is there at once and whose SDK is `fake`, landing on the home page; a test
 * overrides what it is about (the address being shared, the timings, a bridge that never appears).
 */
export function fakeWechatEnv(fake: ReturnType<typeof createFakeWx>, overrides: Partial<WechatEnv> = {}): WechatEnv {
  return {
    userAgent: ANDROID_WECHAT_UA,
    landingUrl: 'https://m.example.com/?v=1#/index/',
    currentUrl: () => 'https://m.example.com/?v=1#/index/',
    simulation: false,
    forceSimulation: false,
    debug: false,
    alert: rs.fn(),
    apiBase: '',
    loadSdk: async () => fake.wx,
    waitForWeixinBridge: async () => true,
    timings: { bridgeWaitMs: 3000, callMs: 10_000, payMs: 30_000 },
    ...overrides,
  };
}
