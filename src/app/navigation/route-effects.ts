import { createEffect, createStore, sample } from 'effector';
import { appName } from '@/shared/config';
import { createLazyCall } from '@/shared/lib/lazy-call';
import { $firstScreenDone } from '../model/app-started';
import { applyRouteShareFx } from '../model/wechat';
import { routeEntered } from './view';

/**
 * Spec §2 "Common behaviour" on every route change, once the page is on screen. Here, in the first screen's code:
 * the title, the background and a manifest's share card, at once. What waits for the first screen anyway — page
 * views, the study badge, WeChat's configuration and the default share card — is in route-effects-later.ts, loaded
 * once the first screen is done: fewer bytes and effector units before the first paint.
 */

/** Page views of the routes entered so far, until statistics send them (route-effects-later.ts resets it). */
export const $pendingPageViews = createStore<string[]>([]).on(routeEntered, (pending, view) => [
  ...pending,
  view.location.fullPath,
]);
export const DEFAULT_BODY_CLASS = 'bg-plain';

export const setTitleFx = createEffect((title: string) => {
  document.title = title;
});

let currentBodyClass: string | null = null;
/** Swaps the route's background class, leaving any other class on <body> alone. */
export const setBodyClassFx = createEffect((className: string) => {
  if (currentBodyClass) document.body.classList.remove(currentBodyClass);
  document.body.classList.add(className);
  currentBodyClass = className;
});

sample({ clock: routeEntered, fn: (view) => view.match.route.meta.title ?? appName, target: setTitleFx });
sample({
  clock: routeEntered,
  fn: (view) => view.match.route.meta.bodyClass ?? DEFAULT_BODY_CLASS,
  target: setBodyClassFx,
});
// A manifest's card goes to the bridge at once (it queues until WeChat is ready), so a card the page sets later,
// once its data is in, always comes after it and wins. Other routes' cards: route-effects-later.ts.
sample({
  clock: routeEntered,
  filter: (view) => Boolean(view.match.route.meta.shareCard),
  fn: (view) => view.match.route.meta,
  target: applyRouteShareFx,
});

/** Loads the rest of every route change's effects once the first screen is done, and starts them. */
export const laterEffectsStartedFx = createLazyCall(
  () => import('./route-effects-later'),
  (later) => later.started(),
);
// `$firstScreenDone` changes once (false → true).
sample({ clock: $firstScreenDone.updates, filter: Boolean, target: laterEffectsStartedFx });
