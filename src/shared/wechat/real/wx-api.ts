import type sdk from 'weixin-js-sdk';
import type { HiddenMenuItem } from '../constants';

/** The SDK's own list of interface names (it lacks getLocalImgData, which WeChat has: see real-bridge). */
export type SdkJsApi = NonNullable<Parameters<typeof sdk.config>[0]['jsApiList']>[number];

/** What the JS-SDK hands to callbacks; `errMsg` looks like `chooseWXPay:ok` / `chooseWXPay:cancel`. */
export type WxResult = {
  errMsg?: string;
  localId?: string;
  serverId?: string;
  localIds?: string[];
  localData?: string;
};
export type WxCallbacks = {
  success?(result: WxResult): void;
  fail?(result: WxResult): void;
  cancel?(result?: WxResult): void;
  complete?(result: WxResult): void;
};
type ShareData = { title: string; link: string; imgUrl: string } & WxCallbacks;

/**
 * The part of weixin-js-sdk's `wx` this app drives. The real `wx` satisfies it (checked where it is loaded), and
 * tests pass a fake. Typed here because the SDK's own types omit callbacks some calls do accept (startRecord).
 */
export interface WxApi {
  config(config: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: SdkJsApi[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg: string }) => void): void;
  hideMenuItems(params: { menuList: HiddenMenuItem[] } & WxCallbacks): void;
  updateAppMessageShareData(params: ShareData & { desc: string }): void;
  updateTimelineShareData(params: ShareData): void;
  onMenuShareAppMessage(params: ShareData & { desc: string }): void;
  onMenuShareTimeline(params: ShareData): void;
  /** `timestamp` in lower case: the SDK renames it to the `timeStamp` that was signed. */
  chooseWXPay(
    params: { timestamp: number; nonceStr: string; package: string; signType: string; paySign: string } & WxCallbacks,
  ): void;
  startRecord(params: WxCallbacks): void;
  stopRecord(params: WxCallbacks): void;
  playVoice(params: { localId: string } & WxCallbacks): void;
  stopVoice(params: { localId: string } & WxCallbacks): void;
  uploadVoice(params: { localId: string; isShowProgressTips: number } & WxCallbacks): void;
  downloadVoice(params: { serverId: string; isShowProgressTips: number } & WxCallbacks): void;
  chooseImage(
    params: {
      count: number;
      sizeType: Array<'original' | 'compressed'>;
      sourceType: Array<'album' | 'camera'>;
    } & Required<WxCallbacks>,
  ): void;
  getLocalImgData(params: { localId: string } & Required<WxCallbacks>): void;
  uploadImage(params: { localId: string; isShowProgressTips: number } & Required<WxCallbacks>): void;
}

/** Turns one callback-style SDK call into a promise; `complete` settles it when an SDK version skips the others. */
export function invokeWx(
  call: (callbacks: Required<WxCallbacks>) => void,
  failMessage: string,
  cancelMessage: string = failMessage,
): Promise<WxResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (result: WxResult | undefined, outcome: 'ok' | 'cancel' | 'fail'): void => {
      if (settled) return;
      settled = true;
      if (outcome === 'ok') resolve(result ?? {});
      else reject(new Error(outcome === 'cancel' ? cancelMessage : failMessage, { cause: result?.errMsg }));
    };
    call({
      success: (result) => settle(result, outcomeOf(result, 'ok')),
      cancel: (result) => settle(result, 'cancel'),
      fail: (result) => settle(result, outcomeOf(result, 'fail')),
      complete: (result) => settle(result, outcomeOf(result, 'fail')),
    });
  });
}

/** Reads `errMsg` (`xxx:ok`, `xxx:cancel`, `xxx:fail …`); some WeChat versions report a cancel through fail. */
export function outcomeOf(result: WxResult | undefined, fallback: 'ok' | 'cancel' | 'fail'): 'ok' | 'cancel' | 'fail' {
  const message = result?.errMsg ?? '';
  if (/:ok\b/i.test(message)) return 'ok';
  if (/:cancel\b/i.test(message)) return 'cancel';
  if (/:fail/i.test(message)) return 'fail';
  return fallback;
}
