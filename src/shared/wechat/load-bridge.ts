import { messages } from './constants';
import { isWechat, type WechatEnv } from './environment';
import type { WechatBridge } from './types';
import { createUnavailableBridge, unavailableBridge } from './unavailable-bridge';

/**
 * Picks the bridge for this browser and build; every implementation is a lazy chunk of its own. A WeChat user agent
 * counts as WeChat only once WeixinJSBridge appears (within `bridgeWaitMs`): without it the JS-SDK never answers
 * (a desktop browser with a WeChat user agent, a broken webview), so development, debug and test builds fall back to
 * the simulated bridge by themselves and production says why pay cannot start.
 */
export async function loadBridge(env: WechatEnv): Promise<WechatBridge> {
  const inWechat = isWechat(env.userAgent);
  if (inWechat && !env.forceSimulation && (await env.waitForWeixinBridge(env.timings.bridgeWaitMs))) {
    const [{ createRealBridge }, wx] = await Promise.all([import('./real/real-bridge'), env.loadSdk()]);
    return createRealBridge(wx, env);
  }
  // Spelled out instead of `isSimulationAllowed` from shared/config on purpose: the bundler drops this dynamic
  // import only when the condition is a literal it can evaluate while parsing. With the imported constant the
  // minifier removes the call but an orphan chunk with the simulation still lands in dist/.
  if (
    import.meta.env.PUBLIC_APP_ENV === 'development' ||
    import.meta.env.PUBLIC_APP_ENV === 'debug' ||
    import.meta.env.PUBLIC_APP_ENV === 'test'
  ) {
    if (env.simulation) {
      const { createSimulatedBridge } = await import('./simulated/simulated-bridge');
      return createSimulatedBridge(env);
    }
  }
  return inWechat ? createUnavailableBridge(messages.noBridge) : unavailableBridge;
}
