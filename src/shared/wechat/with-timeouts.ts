import { type BridgeTimings, messages } from './constants';
import type { WechatBridge } from './types';

function within<T>(ms: number, promise: Promise<T>, onTimeout: () => T | Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      Promise.resolve().then(onTimeout).then(resolve, reject);
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const fail = (message: string) => () => Promise.reject(new Error(message));

/**
 * Nothing the bridge does may keep a page waiting: the JS-SDK answers some calls never (no wx.ready, a cashier that
 * does not come back). Each call ends within its time with a clear message; a cashier without an answer ends as
 * 'unanswered', which the purchase checks with the server.
 */
export function withTimeouts(bridge: WechatBridge, timings: BridgeTimings): WechatBridge {
  const voice =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      within(timings.callMs, call(...args), fail(messages.voiceTimeout));
  return {
    kind: bridge.kind,
    configure: (loadSignature) => within(timings.callMs, bridge.configure(loadSignature), fail(messages.configTimeout)),
    // A share card has no result to wait for; a late one is simply not applied.
    share: (card) => within(timings.callMs, bridge.share(card), () => undefined),
    pay: (params, options) => within(timings.payMs, bridge.pay(params, options), () => 'unanswered' as const),
    startRecord: voice(bridge.startRecord),
    stopRecord: voice(bridge.stopRecord),
    playVoice: voice(bridge.playVoice),
    stopVoice: voice(bridge.stopVoice),
    uploadVoice: voice(bridge.uploadVoice),
    downloadVoice: voice(bridge.downloadVoice),
    chooseImage: (count) => within(timings.pickMs ?? 120_000, bridge.chooseImage(count), fail(messages.imageTimeout)),
    getLocalImgData: (localId) => within(timings.callMs, bridge.getLocalImgData(localId), fail(messages.imageTimeout)),
    uploadImage: (localId) => within(timings.callMs, bridge.uploadImage(localId), fail(messages.imageTimeout)),
  };
}
