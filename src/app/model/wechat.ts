import { createStore, sample } from 'effector';
import { whenIdle } from '@/shared/lib/idle';
import { createLazyCall } from '@/shared/lib/lazy-call';
import { hrefTo, type RouteMeta } from '@/shared/routing';
import { $view } from '../navigation/model';
import { $firstScreenDone } from './app-started';

/**
 * The WeChat bridge is configured once the first screen is up: signing and loading the SDK must not compete with
 * the home screen's own requests on a weak network, and the bridge's code is not part of the home screen's
 * JavaScript at all. Payment and share calls made by pages before it is configured wait in the bridge.
 */
const loadWechat = () => import('@/shared/wechat');

/** Configuration waits for the browser's next quiet moment (at most 1.5 s) after the first screen, then loads the SDK. */
const loadWechatWhenIdle = () => new Promise<void>((resolve) => whenIdle(resolve, 1500)).then(loadWechat);
export const configureBridgeFx = createLazyCall(loadWechatWhenIdle, (wechat) => wechat.configureWechatFx());
/**
 * The share card of a route (spec §2): a route without the share flag gets the default card; an activity route
 * gets its manifest's card; other share-enabled pages set their own.
 */
export const applyRouteShareFx = createLazyCall(loadWechat, (wechat, meta: RouteMeta) => {
  if (meta.shareCard) {
    const { link, ...card } = meta.shareCard;
    return wechat.shareFx(link === 'page' ? card : { ...card, link: inAppUrl(link) });
  }
  return meta.share ? undefined : wechat.defaultShareFx();
});

/** The address of an in-app path on this landing (same query, so channel and version stay). */
function inAppUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}${window.location.search}${hrefTo(path)}`;
}

/** The bridge is configured: route changes may put the default share card back from now on. */
export const $wechatReady = createStore(false).on(configureBridgeFx.done, () => true);

// `$firstScreenDone` changes once (false → true): patronum's `once` would do the same, but would be the only
// patronum code on the first screen.
// (The wait for a quiet moment is inside the call's loader: one effect fewer on the first screen.)
sample({ clock: $firstScreenDone.updates, filter: Boolean, target: configureBridgeFx });
// The page on screen when configuration finishes gets the default card, unless it has a card of its own (a
// manifest's card was already queued when the route was entered; other share pages set theirs).
sample({
  clock: configureBridgeFx.done,
  source: $view,
  filter: (view) => view !== null && !view.match.route.meta.share,
  fn: (view) => view?.match.route.meta ?? {},
  target: applyRouteShareFx,
});
