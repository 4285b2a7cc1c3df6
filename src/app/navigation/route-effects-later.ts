import { createEffect, createEvent, createStore, sample } from 'effector';
import { whenIdle } from '@/shared/lib/idle';
import { createLazyCall } from '@/shared/lib/lazy-call';
import { numberHistoryEntries } from '@/shared/routing';
import { afterPaint } from '@/shared/ui/after-paint';
import { modalsDismissed } from '@/shared/ui/modal';
import { badgeRefreshRequested } from '@/widgets/tab-bar';
import { $firstScreenDone } from '../model/app-started';
import { applyRouteShareFx, loadWechat } from '../model/wechat';
import { $location } from './location';
import { followPageScroll, pageEntered } from './page-top';
import { $pendingPageViews } from './route-effects';
import { $view, routeEntered, type View } from './view';

/**
 * What every route change does that waits for the first screen anyway (spec §2 "Common behaviour"): page views,
 * the study badge on the tab screens, WeChat's configuration and the default share card, the modals of the page
 * left. Loaded once the first screen is done (route-effects.ts), so none of it is in the first screen's JavaScript.
 */

/** The first screen is done and this module is here: the page views so far go out, WeChat gets configured. */
export const started = createEvent();

/**
 * The statistics code loads after the first screen has painted; page views wait for it in order, and then for the
 * next frame and idle moment (page-views.ts).
 */
export const trackPageViewsFx = createLazyCall(
  () => import('./page-views'),
  (pageViews, fullPaths: string[]) => pageViews.trackPageViewsLater(fullPaths),
);
$pendingPageViews.reset(trackPageViewsFx);
// Only once the first screen is done, even if something imported this module earlier (a test does).
sample({
  clock: [started, routeEntered],
  source: { pending: $pendingPageViews, ready: $firstScreenDone },
  filter: ({ pending, ready }) => ready && pending.length > 0,
  fn: ({ pending }) => pending,
  target: trackPageViewsFx,
});
// The study badge is refreshed on the tab screens: once the first screen has painted (its call loads lazily and
// must not compete with that screen), then on each route change to a tab screen. Both follow the page view, which
// goes out at the first screen's end and then on each route change, at the idle moment after the new page's first
// frame (page-views.ts): the badge's request is no part of the tap's task.
sample({
  clock: trackPageViewsFx.finally,
  source: $view,
  filter: (view) => Boolean(view?.match.route.meta.tab),
  target: badgeRefreshRequested,
});

/**
 * The WeChat bridge is configured once the first screen is up: signing and loading the SDK must not compete with
 * the home screen's own requests on a weak network. Configuration waits for the browser's next quiet moment (at
 * most 1.5 s), then loads the SDK. Payment and share calls made by pages before it is configured wait in the bridge.
 */
const loadWechatWhenIdle = () => new Promise<void>((resolve) => whenIdle(resolve, 1500)).then(loadWechat);
export const configureBridgeFx = createLazyCall(loadWechatWhenIdle, (wechat) => wechat.configureWechatFx());
/** The bridge is configured: route changes may put the default share card back from now on. */
export const $wechatReady = createStore(false).on(configureBridgeFx.done, () => true);
sample({ clock: started, target: configureBridgeFx });
// The page on screen when configuration finishes gets the default card, unless it has a card of its own (a
// manifest's card was already queued when the route was entered; other share pages set theirs).
sample({
  clock: configureBridgeFx.done,
  source: $view,
  filter: (view) => view !== null && !view.match.route.meta.share,
  fn: (view) => view?.match.route.meta ?? {},
  target: applyRouteShareFx,
});
// Later route changes: the route's default card (or none: the page sets its own), once the new screen has painted
// (the bridge call is no part of the tap's task), if that route is still the one on screen. A manifest's
// card went at once (route-effects.ts).
const routePaintedFx = createEffect((view: View) => new Promise<View>((resolve) => afterPaint(() => resolve(view))));
sample({
  clock: routeEntered,
  source: $wechatReady,
  filter: (ready, view) => ready && !view.match.route.meta.shareCard,
  fn: (_, view) => view,
  target: routePaintedFx,
});
sample({
  clock: routePaintedFx.doneData,
  source: $view,
  filter: (current, view) => current?.id === view.id,
  fn: (_, view) => view.match.route.meta,
  target: applyRouteShareFx,
});

/**
 * Where a page opens (page-top.ts): a page reached anew at its top, an entry returned to where the learner left it
 * (the landing's too, followed from here on).
 */
const followPageScrollFx = createEffect(followPageScroll);
sample({ clock: started, target: followPageScrollFx });
const pageEnteredFx = createEffect(pageEntered);
sample({ clock: routeEntered, target: pageEnteredFx });

/** From here on each history entry carries its in-app depth: the header's ← then never leaves the app. */
export const numberHistoryFx = createEffect(numberHistoryEntries);
sample({ clock: started, target: numberHistoryFx });

/**
 * A sheet or dialog belongs to the page it was opened on: leaving that page (back, a link, a redirect) answers every
 * modal of the queue as cancelled, so none shows over the next page with the last page's data. A change of the hash's
 * query alone stays on the page. (No modal shows before the first screen is done: the host loads after it.)
 */
const $path = $location.map((location) => location?.path ?? null);
sample({ clock: $path.updates, target: modalsDismissed });
