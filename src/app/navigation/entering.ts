import { createEffect, sample } from 'effector';
import type { ComponentType } from 'react';
import { homeLandingPrefetched, homeRoute } from '@/pages/home';
import { $session } from '@/shared/api';
import { type AppLocation, HOME_PATH, matchRoute, type PageProps, type RouteMatch } from '@/shared/routing';
import { needsActivityRoutes } from '../activities';
import { $firstScreenDone } from '../model/app-started';
import { allowed } from './decision';
import { locationChanged } from './location';
import { loadPage, loadPageTable, routesFor } from './pages';

/** What loads: the allowed page's code, and ahead of time what will most likely be needed next. */

export type Allowed = { id: number; match: RouteMatch; location: AppLocation };
export type View = Allowed & { Page: ComponentType<PageProps> };

export const routeAllowed = sample({
  clock: allowed,
  fn: ({ id, location, decision }): Allowed => ({ id, location, match: decision.match }),
});

export const enterRouteFx = createEffect(
  async (allowed: Allowed): Promise<View> => ({ ...allowed, Page: await loadPage(allowed.match.route) }),
);
sample({ clock: routeAllowed, target: enterRouteFx });

/**
 * For a returning visitor (a token), the page of the location opened starts loading alongside the viewer: the
 * decision will most likely show it, and waiting for the decision would put a round trip before the first screen.
 * (A visitor without a token goes to login first; an activity path waits for its decision.) The route table
 * follows once the first screen is up. A landing's first calls (and on home, lesson, column and package its page's
 * code) were asked earlier still, by index.html's early script (src/app/early).
 *
 * Home does more (below): its model is in the first chunk, so the banners' answer is already read and stored when
 * home first renders, and the first picture is in that render (read when home rendered, it would come one render
 * later, delaying the LCP).
 */
export const preloadPageFx = createEffect(async (path: string) => {
  const match = matchRoute(await routesFor(path), path);
  if (!match) return null;
  await loadPage(match.route);
  return match.route.name;
});
sample({
  clock: locationChanged,
  source: $session,
  filter: (session, location) => Boolean(session.token) && !needsActivityRoutes(location.path),
  fn: (_, location) => (location.path === '/' ? HOME_PATH : location.path),
  target: preloadPageFx,
});

// A returning visitor landing on home: the banners' call starts with the viewer's, before the decision, the home
// page's code and the first render (the first banner picture is the landing's LCP; home's model is in the first
// chunk). Only before the first screen: later, home's gate asks for its data.
sample({
  clock: locationChanged,
  source: { session: $session, done: $firstScreenDone },
  filter: ({ session, done }, location) =>
    !done &&
    Boolean(session.token) &&
    matchRoute([homeRoute], location.path === '/' ? HOME_PATH : location.path) !== null,
  target: homeLandingPrefetched,
});

// The likely next pages' code is fetched ahead by router/AfterFirstScreen (prefetch.ts), in its lazy chunk.
const preloadPageTableFx = createEffect(() => loadPageTable());
sample({ clock: $firstScreenDone.updates, filter: Boolean, target: preloadPageTableFx });
