import { messages } from '../constants';
import type { VoiceApi } from '../types';
import type { ReadyQueue } from './ready-queue';
import { invokeWx, type WxApi, type WxCallbacks } from './wx-api';

function required(id: string | undefined): string {
  if (!id) throw new Error(messages.voiceFailed);
  return id;
}

/** Voice record, play, upload and download through the JS-SDK, each as a promise that waits for wx.ready. */
export function createRealVoice(wx: WxApi, queue: ReadyQueue): VoiceApi {
  const call = (invoke: (callbacks: WxCallbacks) => void, cancelMessage?: string) =>
    queue.whenReady(() => invokeWx(invoke, messages.voiceFailed, cancelMessage));
  return {
    startRecord: async () => {
      // Cancel here means the user refused the microphone.
      await call((callbacks) => wx.startRecord(callbacks), messages.recordDenied);
      return {};
    },
    stopRecord: async () => required((await call((callbacks) => wx.stopRecord(callbacks))).localId),
    playVoice: async (localId) => {
      await call((callbacks) => wx.playVoice({ localId, ...callbacks }));
    },
    stopVoice: async (localId) => {
      await call((callbacks) => wx.stopVoice({ localId, ...callbacks }));
    },
    uploadVoice: async (localId) =>
      required((await call((callbacks) => wx.uploadVoice({ localId, isShowProgressTips: 0, ...callbacks }))).serverId),
    downloadVoice: async (serverId) =>
      required(
        (await call((callbacks) => wx.downloadVoice({ serverId, isShowProgressTips: 0, ...callbacks }))).localId,
      ),
  };
}
