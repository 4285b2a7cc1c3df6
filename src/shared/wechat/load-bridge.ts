import { isWechat, type WechatEnv } from './environment';
import type { WechatBridge } from './types';
import { unavailableBridge } from './unavailable-bridge';

/** Picks the bridge for this browser and build; every implementation is a lazy chunk of its own. */
export async function loadBridge(env: WechatEnv): Promise<WechatBridge> {
  if (isWechat(env.userAgent) && !env.forceSimulation) {
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
  return unavailableBridge;
}
