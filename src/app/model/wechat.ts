import { createLazyCall } from '@/shared/lib/lazy-call';
import { hrefTo, type RouteMeta } from '@/shared/routing';

/**
 * The WeChat bridge's code is not part of the home screen's JavaScript: it loads when first needed. Configuring
 * it (once the first screen is done) and the default share card of later routes are in
 * navigation/route-effects-later.ts.
 */
export const loadWechat = () => import('@/shared/wechat');

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
