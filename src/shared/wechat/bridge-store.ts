import { createStore } from 'effector';
import { browserEnv, type WechatEnv } from './environment';
import { loadBridge } from './load-bridge';
import type { WechatBridge } from './types';
import { withTimeouts } from './with-timeouts';

/** The outside world the bridge talks to; tests fork a scope with their own (user agent, URLs, fake wx). */
export const $wechatEnv = createStore<WechatEnv>(browserEnv(), { serialize: 'ignore' });

const bridges = new WeakMap<WechatEnv, Promise<WechatBridge>>();

/** One bridge per environment, loaded on first use; a failed chunk load is retried on the next call. */
export function bridgeFor(env: WechatEnv): Promise<WechatBridge> {
  let bridge = bridges.get(env);
  if (!bridge) {
    bridge = loadBridge(env).then((loaded) => withTimeouts(loaded, env.timings));
    bridges.set(env, bridge);
    bridge.catch(() => bridges.delete(env));
  }
  return bridge;
}
