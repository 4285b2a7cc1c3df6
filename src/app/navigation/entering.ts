import { attach, createEffect, sample, scopeBind } from 'effector';
import type { ComponentType } from 'react';
import { $session, askEarly } from '@/shared/api';
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
 * A returning visitor's landing on a page that declares its first call (home's banners, a lesson's detail): that
 * call starts as soon as the route is known, alongside the viewer's call and the page's code, instead of after both
 * and the page's first render. Only before the first screen: later, pages ask for themselves (with warm data).
 */
const askLandingCallFx = attach({
  source: { done: $firstScreenDone, session: $session },
  effect: ({ done, session }, match: RouteMatch) => {
    const call = !done && match.route.landing?.(match.params);
    if (call) askEarly(call, session);
  },
});

/**
 * For a returning visitor (a token), the page of the location opened starts loading alongside the viewer: the
 * decision will most likely show it, and waiting for the decision would put a round trip before the first screen.
 * (A visitor without a token goes to login first; an activity path waits for its decision.) The route table
 * follows once the first screen is up.
 */
export const preloadPageFx = createEffect(async (path: string) => {
  // Bound before the first await, so the early call reads this scope's session.
  const askEarly = scopeBind(askLandingCallFx, { safe: true });
  const match = matchRoute(await routesFor(path), path);
  if (match) {
    askEarly(match);
    await loadPage(match.route);
  }
  return match?.route.name ?? null;
});
sample({
  clock: locationChanged,
  source: $session,
  filter: (session, location) => Boolean(session.token) && !needsActivityRoutes(location.path),
  fn: (_, location) => (location.path === '/' ? HOME_PATH : location.path),
  target: preloadPageFx,
});

// The likely next pages' code is fetched ahead by router/AfterFirstScreen (prefetch.ts), in its lazy chunk.
const preloadPageTableFx = createEffect(() => loadPageTable());
sample({ clock: $firstScreenDone.updates, filter: Boolean, target: preloadPageTableFx });
