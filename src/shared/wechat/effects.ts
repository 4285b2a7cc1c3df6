import { attach, scopeBind } from 'effector';
import { $wechatEnv, bridgeFor } from './bridge-store';
import { requestJssdkFx } from './jssdk';
import { completeShareCard } from './share-card';
import type { PayResult, ShareCard, WxPayParams } from './types';

export type PayRequest = { wxPayParams: WxPayParams; amountFen?: number | undefined };

/**
 * Signs the page URL and calls wx.config. Done when both are; it never waits for wx.ready (calls made before it
 * are queued). Fails, after logging (and alerting in debug builds), when the signature or the SDK fails.
 */
export const configureWechatFx = attach({
  source: $wechatEnv,
  effect: async (env): Promise<void> => {
    // Bound before the first await: the request must run in the caller's scope (session, token).
    const requestSignature = scopeBind(requestJssdkFx, { safe: true });
    const bridge = await bridgeFor(env);
    await bridge.configure((url) => requestSignature({ url }));
  },
});

/** Sets the share card for friends and timeline; missing fields take the defaults, the link never has a token. */
export const shareFx = attach({
  source: $wechatEnv,
  effect: async (env, card: Partial<ShareCard> | void): Promise<void> => {
    const bridge = await bridgeFor(env);
    await bridge.share(completeShareCard(card ?? undefined, env.currentUrl()));
  },
});

/** Spec §2: routes without a share flag put back the default card. */
export const defaultShareFx = attach({ effect: shareFx, mapParams: (_: void) => undefined });

/**
 * Opens the cashier. 'paid' is what the user saw, not proof: the caller must confirm the order with the server
 * before granting access. Rejects with a Chinese message that can be shown as is.
 */
export const payFx = attach({
  source: $wechatEnv,
  effect: async (env, request: PayRequest): Promise<PayResult> => {
    const bridge = await bridgeFor(env);
    return bridge.pay(request.wxPayParams, { amountFen: request.amountFen });
  },
});

/** For code outside models (e.g. a route hook); models use shareFx / defaultShareFx. */
export function share(card?: Partial<ShareCard>): Promise<void> {
  return shareFx(card);
}
export function defaultShare(): Promise<void> {
  return defaultShareFx();
}
