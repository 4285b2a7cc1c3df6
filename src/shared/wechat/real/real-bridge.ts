import { HIDDEN_MENU_ITEMS, JS_API_LIST } from '../constants';
import { urlToSign, type WechatEnv } from '../environment';
import { reportConfigError } from '../report-config-error';
import type { SignatureLoader, WechatBridge } from '../types';
import { createReadyQueue } from './ready-queue';
import { createRealImages } from './real-image';
import { chooseWxPay } from './real-pay';
import { createRealVoice } from './real-voice';
import type { SdkJsApi, WxApi } from './wx-api';

type RealEnv = Pick<WechatEnv, 'userAgent' | 'landingUrl' | 'currentUrl' | 'debug' | 'alert'>;

/** Drives weixin-js-sdk inside WeChat. Calls made before wx.ready wait in a queue; nothing blocks the page. */
export function createRealBridge(wx: WxApi, env: RealEnv): WechatBridge {
  const queue = createReadyQueue();
  let generation = 0;

  async function configure(loadSignature: SignatureLoader): Promise<void> {
    const current = ++generation;
    queue.restart();
    let signed: Awaited<ReturnType<SignatureLoader>>;
    try {
      signed = await loadSignature(urlToSign(env));
    } catch (error) {
      const failure = reportConfigError(error, env);
      queue.fail(failure);
      throw failure;
    }
    const outcome: { failure: Error | null } = { failure: null };
    wx.ready(() => {
      if (current === generation) queue.open();
    });
    wx.error((result) => {
      if (current !== generation) return;
      outcome.failure = reportConfigError(result.errMsg, env);
      queue.fail(outcome.failure);
    });
    wx.config({
      debug: signed.debug === 1,
      appId: signed.appId,
      timestamp: signed.timestamp,
      nonceStr: signed.nonceStr,
      signature: signed.signature,
      // The SDK's type omits getLocalImgData; WeChat accepts every name of JS_API_LIST.
      jsApiList: [...JS_API_LIST] as SdkJsApi[],
    });
    // wx.error normally arrives later (then only the waiting calls reject); when it is immediate, so is this.
    if (outcome.failure) throw outcome.failure;
  }

  return {
    kind: 'wechat',
    configure,
    // Resolves once queued: a share card has no result, and waiting for wx.ready must never hold up a page.
    share: async (card) => {
      queue
        .whenReady(() => {
          wx.hideMenuItems({ menuList: [...HIDDEN_MENU_ITEMS] });
          wx.updateAppMessageShareData(card);
          wx.updateTimelineShareData(card);
          wx.onMenuShareAppMessage(card);
          wx.onMenuShareTimeline(card);
        })
        .catch(() => {
          // Configuration failed: already reported; the default WeChat card is used instead.
        });
    },
    pay: (params) => queue.whenReady(() => chooseWxPay(wx, params)),
    ...createRealVoice(wx, queue),
    ...createRealImages(wx, queue),
  };
}
