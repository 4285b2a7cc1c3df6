import { createEffect, createStore, sample } from 'effector';
import { appName } from '@/shared/config';
import { whenIdle } from '@/shared/lib/idle';
import { createLazyCall } from '@/shared/lib/lazy-call';
import { afterPaint } from '@/shared/ui/after-paint';
import { badgeRefreshRequested } from '@/widgets/tab-bar';
import { $firstScreenDone } from '../model/app-started';
import { $wechatReady, applyRouteShareFx } from '../model/wechat';
import { $view, routeEntered, type View } from './view';

/** Spec §2 "Common behaviour" on every route change, once the page is on screen. */

/**
 * Resolves once the frame that shows the page just entered has painted. The title waits for it, and the page view
 * and the study badge wait further, for the browser's next idle moment after it (at most 1 s; at once where there is
 * no requestIdleCallback, as in iOS Safari): run on `routeEntered` they were part of the tap's task, before the
 * next screen's first paint, the page view's statistics call most of all (issue 18); statistics and a badge are the
 * least urgent work of a route change, after the page's own openings. The background class and the share card stay
 * on `routeEntered`: the first frame needs the one, and a card the page sets as it opens must come after the other.
 */
export const pagePaintedFx = createEffect(
  (view: View) =>
    new Promise<View>((resolve) => {
      afterPaint(() => resolve(view));
    }),
);
export const pageIdleFx = createEffect(
  (view: View) =>
    new Promise<View>((resolve) => {
      if (typeof requestIdleCallback === 'function') whenIdle(() => resolve(view), 1000);
      else resolve(view);
    }),
);
/** The page entered is still the one on screen (not already left within the frame). */
const stillShown = (current: View | null, view: View) => current === view;
sample({ clock: routeEntered, target: pagePaintedFx });
const pageShown = sample({
  clock: pagePaintedFx.doneData,
  source: $view,
  filter: stillShown,
  fn: (_, view) => view,
});
sample({ clock: pageShown, target: pageIdleFx });
const pageSettled = sample({
  clock: pageIdleFx.doneData,
  source: $view,
  filter: stillShown,
  fn: (_, view) => view,
});

/** The statistics code loads after the first screen has painted; page views wait for it in order. */
export const trackPageViewsFx = createLazyCall(
  () => import('@/shared/analytics'),
  (analytics, fullPaths: string[]) => {
    for (const fullPath of fullPaths) analytics.trackPageView(fullPath);
  },
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

sample({ clock: pageShown, fn: (view) => view.match.route.meta.title ?? appName, target: setTitleFx });
sample({
  clock: routeEntered,
  fn: (view) => view.match.route.meta.bodyClass ?? DEFAULT_BODY_CLASS,
  target: setBodyClassFx,
});
sample({
  clock: [pageSettled, $firstScreenDone.updates],
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
// must not compete with that screen), then on each route change to a tab screen.
sample({
  clock: pageSettled,
  source: $firstScreenDone,
  filter: (ready, view) => ready && Boolean(view.match.route.meta.tab),
  target: badgeRefreshRequested,
});
sample({
  clock: $firstScreenDone.updates,
  source: $view,
  filter: (view, ready) => ready && Boolean(view?.match.route.meta.tab),
  target: badgeRefreshRequested,
});
