import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { $lecturerProfileError, $user, $viewerStatus, loadViewerFx } from '@/entities/user';
import { ApiError } from '@/shared/api';
import { type AppLocation, type RouteDef, readLocation } from '@/shared/routing';
import { type Decided, decisionMade, guardFx, loadRoutesFx, navigateFx, retryRequested } from './decision';
import { locationChanged } from './location';

const routes: RouteDef[] = [
  { name: 'open', path: '/open', meta: { auth: 'none' } },
  { name: 'old', path: '/old', redirectTo: '/open', meta: {} },
  { name: 'silent', path: '/silent', meta: {} },
  // Its descriptor names a guard (the test's guardFx handler stands in for running it).
  { name: 'wallet-cash', path: '/mine/wallet/cash', meta: { auth: 'none' }, guard: async () => async () => null },
];

/** A scope whose viewer is known (anonymous) and whose route table is `routes`, recording what is decided. */
function start(status: 'ready' | 'failed' | 'idle' = 'ready') {
  const decided: Decided['decision'][] = [];
  const navigations: string[] = [];
  const scope = fork({
    values: [[$viewerStatus, status]],
    handlers: [
      // An attached effect's handler receives its source (the navigation id) first.
      [loadRoutesFx, (id: number, location: AppLocation) => ({ id, location, routes })],
      [navigateFx, (to: string) => void navigations.push(to)],
    ],
  });
  decisionMade.watch((made) => decided.push(made.decision));
  const open = (hash: string) => allSettled(locationChanged, { scope, params: readLocation(hash, '') });
  return { scope, decided, navigations, open };
}

describe('decision (what is decided)', () => {
  it('allows, redirects (navigating there) and asks for login, one decision per location', async () => {
    const { decided, navigations, open } = start();
    await open('#/open');
    await open('#/old');
    await open('#/silent');
    expect(decided.map((decision) => decision.kind)).toEqual(['allow', 'redirect', 'login']);
    expect(navigations).toEqual(['/open']);
  });

  it('waits for the viewer before deciding', async () => {
    const { decided, open } = start('idle');
    await open('#/open');
    expect(decided).toEqual([]);
  });

  it("lets a route's guard replace the decision", async () => {
    const decided: Decided['decision'][] = [];
    decisionMade.watch((made) => decided.push(made.decision));
    const guarded = fork({
      values: [[$viewerStatus, 'ready']],
      handlers: [
        [loadRoutesFx, (id: number, location: AppLocation) => ({ id, location, routes })],
        [guardFx, ({ id, location }: Decided) => ({ id, location, decision: { kind: 'redirect', to: '/open' } })],
      ],
    });
    await allSettled(locationChanged, { scope: guarded, params: readLocation('#/mine/wallet/cash', '') });
    expect(decided.at(-1)).toEqual({ kind: 'redirect', to: '/open' });
  });

  it('drops the decision of a location that is no longer current', async () => {
    const decided: string[] = [];
    let release = () => {};
    const scope = fork({
      values: [[$viewerStatus, 'ready']],
      handlers: [
        [
          loadRoutesFx,
          async (id: number, location: AppLocation) => {
            if (location.path === '/silent') await new Promise<void>((resolve) => (release = resolve));
            return { id, location, routes };
          },
        ],
      ],
    });
    createWatch({ unit: decisionMade, scope, fn: (made) => decided.push(made.location.path) });
    const slow = allSettled(locationChanged, { scope, params: readLocation('#/silent', '') });
    const fast = allSettled(locationChanged, { scope, params: readLocation('#/open', '') });
    // The scope settles only once the slow table arrives: let it arrive after the fast decision.
    setTimeout(() => release(), 20);
    await Promise.all([slow, fast]);
    expect(decided).toEqual(['/open']);
  });

  it('says the page could not be loaded when the route table does not arrive, and decides again on retry', async () => {
    let attempts = 0;
    const scope = fork({
      values: [[$viewerStatus, 'ready']],
      handlers: [
        [
          loadRoutesFx,
          (id: number, location: AppLocation) => ({ id, location, routes: attempts++ === 0 ? null : routes }),
        ],
      ],
    });
    const decided: string[] = [];
    decisionMade.watch((made) => decided.push(made.decision.kind));
    await allSettled(locationChanged, { scope, params: readLocation('#/open', '') });
    await allSettled(retryRequested, { scope });
    expect(decided).toEqual(['error', 'allow']);
  });

  // A logged-in learner whose lecturer profile timed out.
  const learner = { id: 1, nickName: '学员', openId: 'o-1', thirdAuthType: 'USERINFO' } as const;
  it('loads the viewer again on retry when the lecturer profile could not be read, then decides', async () => {
    const lecturerPage: RouteDef = { name: 'mine-person-info', path: '/mine/personInfo', meta: { lecturerOnly: true } };
    const withLecturerPage = [...routes, lecturerPage];
    let loads = 0;
    const scope = fork({
      values: [
        [$viewerStatus, 'ready'],
        [$user, learner],
        [$lecturerProfileError, new ApiError('timeout', '/api/userCenter/userInfo')],
      ],
      handlers: [
        [loadRoutesFx, (id: number, location: AppLocation) => ({ id, location, routes: withLecturerPage })],
        [
          loadViewerFx,
          () => {
            loads += 1;
            return { user: learner, profile: null, profileError: null };
          },
        ],
      ],
    });
    const decided: Decided['decision'][] = [];
    decisionMade.watch((made) => decided.push(made.decision));
    await allSettled(locationChanged, { scope, params: readLocation('#/mine/personInfo', '') });
    expect(decided.at(-1)).toEqual({ kind: 'error', message: expect.stringContaining('请求超时') });
    await allSettled(retryRequested, { scope });
    expect(loads).toBe(1);
    expect(scope.getState($lecturerProfileError)).toBeNull();
    // Now known to be no lecturer: sent to 我的, saying why.
    expect(decided.at(-1)).toEqual({ kind: 'redirect', to: '/mine/index', notice: '仅讲师可用' });
  });
});
