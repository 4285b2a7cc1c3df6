import { createEffect, createStore, sample } from 'effector';
import { appName } from '@/shared/config';
import { createLazyCall } from '@/shared/lib/lazy-call';
import { badgeRefreshRequested } from '@/widgets/tab-bar';
import { $firstScreenDone } from '../model/app-started';
import { $wechatReady, applyRouteShareFx } from '../model/wechat';
import { $view, routeEntered } from './view';

/** Spec §2 "Common behaviour" on every route change, once the page is on screen. */

/**
 * The statistics code loads after the first screen has painted; page views wait for it in order, and then for the
 * next frame and idle moment (page-views.ts, issue 18).
 */
export const trackPageViewsFx = createLazyCall(
  () => import('./page-views'),
  (pageViews, fullPaths: string[]) => pageViews.trackPageViewsLater(fullPaths),
);
const $pendingPageViews = createStore<string[]>([])
  .on(routeEntered, (pending, view) => [...pending, view.location.fullPath])
  .reset(trackPageViewsFx);
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
sample({
  clock: [routeEntered, $firstScreenDone.updates],
  source: { pending: $pendingPageViews, ready: $firstScreenDone },
  filter: ({ pending, ready }) => ready && pending.length > 0,
  fn: ({ pending }) => pending,
  target: trackPageViewsFx,
});
// The route's share card: default, the activity manifest's, or none (the page sets its own). Before the bridge is
// configured, configuration itself applies the card of the page on screen.
sample({
  clock: routeEntered,
  source: $wechatReady,
  // A manifest's card goes to the bridge at once (it queues until WeChat is ready), so a card the page sets
  // later, once its data is in, always comes after it and wins.
  filter: (ready, view) => ready || Boolean(view.match.route.meta.shareCard),
  fn: (_, view) => view.match.route.meta,
  target: applyRouteShareFx,
});
// The study badge is refreshed on the tab screens: once the first screen has painted (its call loads lazily and
// must not compete with that screen), then on each route change to a tab screen. Both follow the page view, which
// goes out at the first screen's end and then on each route change, at the idle moment after the new page's first
// frame (page-views.ts): the badge's request is no part of the tap's task (issue 18), and no other effect is needed
// to wait for that moment (the first screen's effector graph has a ceiling, src/app/startup).
sample({
  clock: trackPageViewsFx.finally,
  source: $view,
  filter: (view) => Boolean(view?.match.route.meta.tab),
  target: badgeRefreshRequested,
});
