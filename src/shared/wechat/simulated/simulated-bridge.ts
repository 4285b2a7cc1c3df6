import { encodeForm } from '@/shared/api';
import { messages } from '../constants';
import type { WechatBridge } from '../types';
import { openPaySheet } from './pay-sheet';
import { browserMicrophone, createSimulatedVoice } from './simulated-voice';

/** What a simulated pick previews as: a landscape drawing, so a crop to 16:9 or 2.5:1 shows. */
const SIMULATED_PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">' +
    '<rect width="800" height="450" fill="#3a7bd5"/><circle cx="400" cy="225" r="120" fill="#ffd166"/></svg>',
)}`;

/** The mock backend's pay params carry `package: 'prepay_id=mock_<orderNo>'`. */
function mockOrderNo(pkg: string): string | null {
  return /^prepay_id=mock_(.+)$/.exec(pkg)?.[1] ?? null;
}

/**
 * Stands in for WeChat outside it, in development, debug and test builds only (loaded behind a build-time check,
 * so production never contains it). Pay opens a sheet with 支付 / 取消 / 失败 / 不回应; 支付 first tells the mock backend
 * what WeChat Pay's server would (POST /__mock/wxpay/notify), so the caller's server check sees a paid order.
 * Voice records with the microphone where the browser allows it and uploads the clip to the mock backend
 * (POST /__mock/wxmedia/upload, WeChat's media server's stand-in); without a microphone it answers with fake ids
 * (`sim-voice-N`, `sim-media-N`) that the mock turns into its canned clip, and says so (simulated-voice.ts).
 * Pictures: chooseImage answers `sim-image-N` ids at once (no picker), their preview is a canned drawing and
 * uploadImage a `sim-media-N` serverId, for which the mock backend stores a canned picture.
 */
export function createSimulatedBridge(env: { apiBase: string }): WechatBridge {
  let counter = 0;
  const fakeId = (prefix: string) => `${prefix}-${++counter}`;

  async function uploadClip(clip: Blob): Promise<string> {
    const response = await fetch(`${env.apiBase}/__mock/wxmedia/upload`, {
      method: 'POST',
      headers: { 'content-type': clip.type || 'audio/webm' },
      body: clip,
    });
    const answer: unknown = await response.json().catch(() => null);
    const serverId = (answer as { data?: { serverId?: unknown } } | null)?.data?.serverId;
    if (!response.ok || typeof serverId !== 'string') throw new Error(messages.voiceFailed);
    return serverId;
  }

  async function notifyPaid(orderNo: string | null): Promise<void> {
    if (!orderNo) throw new Error('not a mock order: package is not prepay_id=mock_<orderNo>');
    const response = await fetch(`${env.apiBase}/__mock/wxpay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: encodeForm({ orderNo, result: 'paid' }),
    });
    if (!response.ok) throw new Error(`mock notify answered HTTP ${response.status}`);
  }

  return {
    kind: 'simulated',
    configure: async () => {},
    share: async () => {},
    pay: async (params, options = {}) => {
      const choice = await openPaySheet(options);
      if (choice === 'cancel') return 'cancelled';
      // 不回应: like a cashier that never calls back; the bridge's pay timeout ends the wait.
      if (choice === 'silent') return new Promise<never>(() => {});
      if (choice === 'pay') {
        try {
          await notifyPaid(mockOrderNo(params.package));
          return 'paid';
        } catch (error) {
          console.error('[wechat] simulated payment could not notify the mock backend:', error);
        }
      }
      throw new Error(messages.payFailed);
    },
    ...createSimulatedVoice(browserMicrophone(uploadClip)),
    chooseImage: async (count) => Array.from({ length: Math.max(1, Math.min(count, 9)) }, () => fakeId('sim-image')),
    getLocalImgData: async () => SIMULATED_PICTURE,
    uploadImage: async () => fakeId('sim-media'),
  };
}
