import { messages } from './constants';
import type { WechatBridge } from './types';

const unsupported = () => Promise.reject(new Error(messages.voiceUnsupported));

/**
 * Production and pre builds outside WeChat: no SDK, no simulation. Configuration and sharing quietly do nothing;
 * payment and voice reject with a message the page shows, and nothing else appears.
 */
export const unavailableBridge: WechatBridge = {
  kind: 'unavailable',
  configure: async () => {},
  share: async () => {},
  pay: () => Promise.reject(new Error(messages.openInWechat)),
  startRecord: unsupported,
  stopRecord: unsupported,
  playVoice: unsupported,
  stopVoice: unsupported,
  uploadVoice: unsupported,
  downloadVoice: unsupported,
};
