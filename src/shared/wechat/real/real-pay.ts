import { messages } from '../constants';
import type { PayResult, WxPayParams } from '../types';
import { outcomeOf, type WxApi, type WxResult } from './wx-api';

/**
 * Opens WeChat's cashier. The result only tells the page what the user did: payment is never trusted here, the
 * caller confirms the order with the server (which WeChat notifies directly) before granting anything.
 */
export function chooseWxPay(wx: WxApi, params: WxPayParams): Promise<PayResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (result: WxResult | undefined, fallback: 'ok' | 'cancel' | 'fail'): void => {
      if (settled) return;
      settled = true;
      const outcome = outcomeOf(result, fallback);
      if (outcome === 'ok') resolve('paid');
      // `chooseWXPay:cancel` arrives through cancel on most versions, through fail or complete on some.
      else if (outcome === 'cancel') resolve('cancelled');
      else reject(new Error(messages.payFailed, { cause: result?.errMsg }));
    };
    wx.chooseWXPay({
      timestamp: Number(params.timeStamp),
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
      success: (result) => settle(result, 'ok'),
      cancel: (result) => settle(result, 'cancel'),
      fail: (result) => settle(result, 'fail'),
      complete: (result) => settle(result, 'fail'),
    });
  });
}
