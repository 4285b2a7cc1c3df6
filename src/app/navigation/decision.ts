import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $lecturerProfileError, $viewerError, $viewerRoles, $viewerStatus, loadViewerFx } from '@/entities/user';
import { sessionExpired } from '@/shared/api';
import { type AppLocation, navigateTo, type ViewerRoles } from '@/shared/routing';
import { type Decision, decide } from './decide';
import { guardLoaderFor, runGuardFx } from './guards';
import { $location, $navigationId, locationChanged } from './location';
import { routesFor } from './pages';

/**
 * What is decided about a location before anything renders (decide.ts, then the route's guard, if it has one):
 * allow, redirect, login or error, one event per kind. Only the latest location's decision counts.
 */
export type Decided<D extends Decision = Decision> = { id: number; location: AppLocation; decision: D };
type Of<K extends Decision['kind']> = Decided<Extract<Decision, { kind: K }>>;
const is =
  <K extends Decision['kind']>(kind: K) =>
  (decided: Decided): decided is Of<K> =>
    decided.decision.kind === kind;

export const LOAD_FAILED = '页面加载失败，请检查网络后重试';
export const retryRequested = createEvent();

/**
 * The routes the location is decided against (the route table loads the first time a path outside home opens);
 * null when they could not be loaded.
 */
export const loadRoutesFx = attach({
  source: $navigationId,
  effect: async (id, location: AppLocation) => ({
    id,
    location,
    routes: await routesFor(location.path).catch(() => null),
  }),
});

// A location is decided once the viewer is known; a 1000/1001 later on re-decides the current one (→ login).
// Retry: a viewer that failed to load, or whose lecturer profile could not be read, is loaded again (then
// decided); with a whole viewer, the location is decided again.
const $viewerSettled = $viewerStatus.map((status) => status === 'ready' || status === 'failed');
/** Spec §6: once the server has refused the session, the login is the full one, whatever the page's level. */
const $sessionExpired = createStore(false).on(sessionExpired, () => true);
const decideAgain = sample({ clock: [locationChanged, loadViewerFx.finally, sessionExpired], filter: $viewerSettled });
const $viewerWhole = combine(
  $viewerStatus,
  $lecturerProfileError,
  (status, profileError) => status === 'ready' && !profileError,
);
const retried = sample({ clock: retryRequested, filter: $viewerWhole });
sample({
  clock: retryRequested,
  source: { status: $viewerStatus, profileError: $lecturerProfileError },
  filter: ({ status, profileError }) => status === 'failed' || (status === 'ready' && profileError !== null),
  target: loadViewerFx,
});
sample({ clock: [decideAgain, retried], source: $location, filter: Boolean, target: loadRoutesFx });

type Checked = Decided & { roles: ViewerRoles };
const ruled = sample({
  clock: loadRoutesFx.doneData,
  source: {
    status: $viewerStatus,
    roles: $viewerRoles,
    viewerError: $viewerError,
    profileError: $lecturerProfileError,
    expired: $sessionExpired,
  },
  fn: ({ status, roles, viewerError, profileError, expired }, { id, location, routes }): Checked => ({
    id,
    location,
    roles,
    decision: routes
      ? decide({ routes, location, status, roles, viewerError, profileError, sessionExpired: expired })
      : { kind: 'error', message: LOAD_FAILED },
  }),
});

/** Runs an allowed route's guard (it may ask the server); its answer replaces the decision when it has one. */
export const guardFx = createEffect(async ({ id, location, roles, decision }: Of<'allow'> & Checked) => {
  // Bound before the first await: a guard's requests must run in this scope (token, session).
  const runGuard = scopeBind(runGuardFx, { safe: true });
  const loadGuard = guardLoaderFor(decision.match.route);
  try {
    const guard = loadGuard ? await loadGuard() : null;
    const verdict = guard
      ? await runGuard({ guard, input: { match: decision.match, query: location.query, roles } })
      : null;
    return { id, location, decision: verdict ?? decision } satisfies Decided;
  } catch {
    return { id, location, decision: { kind: 'error', message: LOAD_FAILED } } satisfies Decided;
  }
});
const needsGuard = (checked: Checked): checked is Of<'allow'> & Checked =>
  checked.decision.kind === 'allow' && guardLoaderFor(checked.decision.match.route) !== undefined;
sample({ clock: ruled, filter: needsGuard, target: guardFx });
const unguarded = sample({ clock: ruled, filter: (checked) => !needsGuard(checked) });

export const decisionMade = sample({
  clock: [unguarded, guardFx.doneData],
  source: $navigationId,
  filter: (current, decided: Decided) => current === decided.id,
  fn: (_, decided) => decided,
});

// One event per kind of decision that another part acts on (errors are shown by view.ts); events, so that each
// part's tests can start from one.
export const allowed = createEvent<Of<'allow'>>();
export const redirected = createEvent<Of<'redirect'>>();
export const loginRequired = createEvent<Of<'login'>>();
sample({ clock: decisionMade, filter: is('allow'), target: allowed });
sample({ clock: decisionMade, filter: is('redirect'), target: redirected });
sample({ clock: decisionMade, filter: is('login'), target: loginRequired });

export const navigateFx = createEffect((to: string) => navigateTo(to, { replace: true }));
sample({ clock: redirected, fn: ({ decision }) => decision.to, target: navigateFx });
