import { attach } from 'effector';
import { isSimulationAllowed } from '@/shared/config';
import { readStorage } from '@/shared/lib/storage';
import { $wechatEnv, bridgeFor } from './bridge-store';
import { FORCE_SIMULATION_KEY, isIos, isWechat } from './environment';

/**
 * Where a picture comes from: WeChat's own picker inside WeChat (its bridge is there, or the test build's simulated
 * bridge is forced with `wkt:bridge=simulated`), else a file input. Decided at the tap, not at load: WeChat may
 * inject its bridge after the page started.
 */
export function imageSourceFor(context: { userAgent: string; weixinBridge: boolean; forceSimulation: boolean }) {
  return context.forceSimulation || (isWechat(context.userAgent) && context.weixinBridge) ? 'wechat' : 'file';
}

/** imageSourceFor this browser, now. */
export function currentImageSource(): 'wechat' | 'file' {
  if (typeof window === 'undefined') return 'file';
  return imageSourceFor({
    userAgent: navigator.userAgent,
    weixinBridge: 'WeixinJSBridge' in window,
    forceSimulation: isSimulationAllowed && readStorage('local', FORCE_SIMULATION_KEY) === 'simulated',
  });
}

/** WeChat's picker: compressed pictures from the album or the camera. Done with localIds; [] = closed (no error). */
export const chooseImageFx = attach({
  source: $wechatEnv,
  effect: async (env, count: number): Promise<string[]> => (await bridgeFor(env)).chooseImage(count),
});

export const getLocalImgDataFx = attach({
  source: $wechatEnv,
  effect: async (env, localId: string): Promise<string> => (await bridgeFor(env)).getLocalImgData(localId),
});

/**
 * An image source for a picked picture: the localId itself on Android; on iOS (WKWebView cannot load localIds) and
 * in the simulated bridge (ids stand for nothing) its data through getLocalImgData.
 */
export const localImagePreviewFx = attach({
  source: $wechatEnv,
  effect: async (env, localId: string): Promise<string> => {
    const bridge = await bridgeFor(env);
    return bridge.kind === 'simulated' || isIos(env.userAgent) ? bridge.getLocalImgData(localId) : localId;
  },
});

/** Uploads a picked picture to WeChat (no progress tips of its own); done with the serverId our server fetches. */
export const wxUploadImageFx = attach({
  source: $wechatEnv,
  effect: async (env, localId: string): Promise<string> => (await bridgeFor(env)).uploadImage(localId),
});
