import { messages } from '../constants';
import type { ImageApi } from '../types';
import type { ReadyQueue } from './ready-queue';
import { invokeWx, type WxApi, type WxCallbacks } from './wx-api';

type Invoke = (callbacks: Required<WxCallbacks>) => void;

const CANCELLED = '__cancelled__';

/**
 * getLocalImgData answers base64 without a prefix on Android and with one on iOS (some versions spell the type
 * `image/jgp`): always a data URL an <img> can show.
 */
export function toDataUrl(localData: string): string {
  const data = localData.trim();
  if (!data.startsWith('data:')) return `data:image/jpeg;base64,${data}`;
  return data.replace(/^data:image\/jgp;/, 'data:image/jpeg;');
}

/** chooseImage (compressed, album or camera), getLocalImgData and uploadImage, each waiting for wx.ready. */
export function createRealImages(wx: WxApi, queue: ReadyQueue): ImageApi {
  const call = (invoke: Invoke, failMessage: string, cancelMessage = failMessage) =>
    queue.whenReady(() => invokeWx(invoke, failMessage, cancelMessage));
  return {
    chooseImage: async (count) => {
      try {
        const result = await call(
          (callbacks) =>
            wx.chooseImage({ count, sizeType: ['compressed'], sourceType: ['album', 'camera'], ...callbacks }),
          messages.imageFailed,
          CANCELLED,
        );
        return result.localIds ?? [];
      } catch (error) {
        // Closing the picker is a choice, not a failure.
        if (error instanceof Error && error.message === CANCELLED) return [];
        throw error;
      }
    },
    getLocalImgData: async (localId) => {
      const result = await call((callbacks) => wx.getLocalImgData({ localId, ...callbacks }), messages.imageFailed);
      if (!result.localData) throw new Error(messages.imageFailed);
      return toDataUrl(result.localData);
    },
    uploadImage: async (localId) => {
      const result = await call(
        (callbacks) => wx.uploadImage({ localId, isShowProgressTips: 0, ...callbacks }),
        messages.imageUploadFailed,
      );
      if (!result.serverId) throw new Error(messages.imageUploadFailed);
      return result.serverId;
    },
  };
}
