import { messages } from './constants';
import type { WechatBridge } from './types';

const unsupported = () => Promise.reject(new Error(messages.voiceUnsupported));

/**
 * Production and pre builds without WeChat's bridge: no SDK, no simulation. Configuration and sharing quietly do
 * nothing; payment and voice reject with a message the page shows, and nothing else appears. `payMessage` says why
 * pay cannot start: outside WeChat 请在微信中打开; with a WeChat user agent but no WeixinJSBridge, that WeChat is
 * not ready.
 */
export function createUnavailableBridge(payMessage: string): WechatBridge {
  return {
    kind: 'unavailable',
    configure: async () => {},
    share: async () => {},
    pay: () => Promise.reject(new Error(payMessage)),
    startRecord: unsupported,
    stopRecord: unsupported,
    playVoice: unsupported,
    stopVoice: unsupported,
    uploadVoice: unsupported,
    downloadVoice: unsupported,
    // Outside WeChat pictures are picked with a file input; these are never the way there.
    chooseImage: () => Promise.reject(new Error(payMessage)),
    getLocalImgData: () => Promise.reject(new Error(payMessage)),
    uploadImage: () => Promise.reject(new Error(payMessage)),
  };
}

export const unavailableBridge = createUnavailableBridge(messages.openInWechat);
