import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { ComponentType } from 'react';
import { $viewerError, $viewerRoles, $viewerStatus, loadViewerFx } from '@/entities/user';
import { $session, type LoginKind, sessionExpired } from '@/shared/api';
import { writeStorage } from '@/shared/lib/storage';
import {
  type AppLocation,
  loadMineRoutes,
  mainRoutes,
  matchRoute,
  navigateTo,
  needsMineRoutes,
  type PageProps,
  type RouteDef,
  type RouteMatch,
  readLocation,
} from '@/shared/routing';
import { showToast } from '@/shared/ui/toast';
import { loadActivityRoutes, needsActivityRoutes } from '../activities';
import { $firstScreenDone, appStarted } from '../model/app-started';
import { type Decision, decide } from './decide';
import { devRoutes } from './dev-routes';
import { guardLoaderFor, runGuardFx } from './guards';
import { LOOP_STORAGE_KEY } from './login-loop-key';
import { isPageLoaded, loadPage, preloadPageTable } from './pages';

/** Every route the shell knows: the core routes, plus the activity routes the runtime registers. */
export const $routes = createStore<readonly RouteDef[]>([...mainRoutes, ...devRoutes], { serialize: 'ignore' });

export const locationChanged = createEvent<AppLocation>();
export const $location = createStore<AppLocation | null>(null).on(locationChanged, (_, location) => location);
/** Each location gets a number; a decision or a page that arrives for an older one is dropped. */
const $navigationId = createStore(0).on(locationChanged, (id) => id + 1);

/** Follows the hash (links, back button, navigateTo) from the app's start. */
export const watchLocationFx = createEffect(() => {
  const changed = scopeBind(locationChanged, { safe: true });
  const emit = () => changed(readLocation(window.location.hash, window.location.search));
  window.addEventListener('hashchange', emit);
  emit();
});
sample({ clock: appStarted, target: watchLocationFx });

export const retryRequested = createEvent();

/**
 * For a returning visitor (a token), the page of the location opened starts loading alongside the viewer: the
 * decision will most likely show it, and waiting for the decision would put a round trip before the first screen.
 * (A visitor without a token goes to login first; an unknown or activity path waits for its decision.) The other
 * pages' loaders (page-table.ts) follow once the first screen is up.
 */
const preloadPageFx = createEffect(async (name: string) => {
  await loadPage(name);
});
const preloadPageTableFx = createEffect(async () => {
  await preloadPageTable();
});
const pageToPreload = (routes: readonly RouteDef[], path: string) =>
  path === '/' ? 'index' : (matchRoute(routes, path)?.route.name ?? null);
sample({
  clock: locationChanged,
  source: { routes: $routes, session: $session },
  filter: ({ routes, session }, location) => Boolean(session.token) && pageToPreload(routes, location.path) !== null,
  fn: ({ routes }, location) => pageToPreload(routes, location.path) ?? 'index',
  target: preloadPageFx,
});
sample({ clock: $firstScreenDone.updates, filter: Boolean, target: preloadPageTableFx });

export const resolveFx = attach({
  source: { routes: $routes, status: $viewerStatus, roles: $viewerRoles, id: $navigationId, viewerError: $viewerError },
  effect: async (
    { routes, status, roles, id, viewerError },
    location: AppLocation,
  ): Promise<{ id: number; decision: Decision }> => {
    // Bound before the first await: a guard's requests must run in this scope (token, session).
    const runGuard = scopeBind(runGuardFx, { safe: true });
    // The /mine group's and the activities' tables load the first time one of their paths opens.
    const table = needsMineRoutes(location.path)
      ? [...routes, ...(await loadMineRoutes())]
      : needsActivityRoutes(location.path)
        ? [...routes, ...(await loadActivityRoutes())]
        : routes;
    const decision = decide({ routes: table, location, status, roles, viewerError });
    const loadGuard = decision.kind === 'allow' ? guardLoaderFor(decision.match.route.name) : undefined;
    if (decision.kind !== 'allow' || !loadGuard) return { id, decision };
    try {
      const guard = await loadGuard();
      return {
        id,
        decision:
          (await runGuard({ guard, input: { match: decision.match, query: location.query, roles } })) ?? decision,
      };
    } catch {
      return { id, decision: { kind: 'error', message: '页面加载失败，请检查网络后重试' } };
    }
  },
});

const $viewerSettled = $viewerStatus.map((status) => status === 'ready' || status === 'failed');

// A location is decided once the viewer is known; a 1000/1001 later on re-decides the current one (→ login).
sample({
  clock: [locationChanged, loadViewerFx.finally, sessionExpired],
  source: { location: $location, settled: $viewerSettled },
  filter: ({ location, settled }) => location !== null && settled,
  fn: ({ location }) => location as AppLocation,
  target: resolveFx,
});

const decisionMade = sample({
  clock: resolveFx.doneData,
  source: $navigationId,
  filter: (current, result) => current === result.id,
  fn: (_, result) => result.decision,
});

export const navigateFx = createEffect((to: string) => navigateTo(to, { replace: true }));
sample({
  clock: decisionMade,
  filter: (decision) => decision.kind === 'redirect',
  fn: (decision) => (decision as Extract<Decision, { kind: 'redirect' }>).to,
  target: navigateFx,
});

/** Redirects to a login endpoint, unless the loop guard says login keeps failing (its code loads on demand). */
export const loginRedirectFx = attach({
  source: $session,
  effect: async (session, kind: LoginKind) => {
    const { redirectToLogin } = await import('./login-redirect');
    redirectToLogin(kind, session);
  },
});
const clearLoginAttemptsFx = createEffect(() => writeStorage('session', LOOP_STORAGE_KEY, null));

sample({
  clock: decisionMade,
  filter: (decision) => decision.kind === 'login',
  fn: (decision) => (decision as Extract<Decision, { kind: 'login' }>).login,
  target: loginRedirectFx,
});

/** A redirect's message, shown once the page it leads to is on screen. */
export const $pendingNotice = createStore<string | null>(null).on(decisionMade, (notice, decision) =>
  decision.kind === 'redirect' && decision.notice ? decision.notice : notice,
);

export const $loginBlocked = createStore(false)
  .on(loginRedirectFx.fail, () => true)
  .reset(retryRequested);

export const $navigationError = createStore<string | null>(null)
  .on(decisionMade, (_, decision) => (decision.kind === 'error' ? decision.message : null))
  .reset(retryRequested);

// Retry: the login loop guard starts counting again; a failed viewer load is loaded again.
sample({ clock: retryRequested, target: clearLoginAttemptsFx });
sample({
  clock: retryRequested,
  source: $viewerStatus,
  filter: (status) => status === 'failed',
  target: loadViewerFx,
});
sample({
  clock: retryRequested,
  source: { location: $location, status: $viewerStatus },
  filter: ({ location, status }) => location !== null && status === 'ready',
  fn: ({ location }) => location as AppLocation,
  target: resolveFx,
});

type Allowed = { id: number; match: RouteMatch; location: AppLocation };
export type View = Allowed & { Page: ComponentType<PageProps> };

/** The page on screen, with what it was entered with. */
export const $view = createStore<View | null>(null, { serialize: 'ignore' });

export const enterRouteFx = createEffect(async (allowed: Allowed): Promise<View> => {
  const Page = await loadPage(allowed.match.route.name);
  return { ...allowed, Page };
});

const allowed = sample({
  clock: decisionMade,
  source: { location: $location, id: $navigationId },
  filter: (_, decision) => decision.kind === 'allow',
  fn: ({ location, id }, decision): Allowed => ({
    id,
    location: location as AppLocation,
    match: (decision as Extract<Decision, { kind: 'allow' }>).match,
  }),
});
sample({ clock: allowed, target: enterRouteFx });

// Spec §2: a loading toast while a page's code loads, except on middle-list routes (they show skeletons) and
// before the first page (the shell shows its own loading blocks then).
sample({
  clock: allowed,
  source: $view,
  filter: (view, { match }) => view !== null && !match.route.meta.middleList && !isPageLoaded(match.route.name),
  fn: () => ({ message: '加载中…', type: 'loading' as const }),
  target: showToast,
});
/** The page on screen, with what it was entered with. */
export const routeEntered = sample({
  clock: enterRouteFx.doneData,
  source: $navigationId,
  filter: (current, view) => current === view.id,
  fn: (_, view) => view,
});
$view.on(routeEntered, (_, view) => view);

export const pageLoadFailed = enterRouteFx.fail;
$navigationError.on(enterRouteFx.fail, () => '页面加载失败，请检查网络后重试');

// The login worked (or was not needed): the loop guard starts from zero again.
sample({
  clock: routeEntered,
  filter: (view) => (view.match.route.meta.auth ?? 'silent') !== 'none',
  target: clearLoginAttemptsFx,
});
