import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $viewerError, $viewerStatus } from '@/entities/user';
import { ApiError } from '@/shared/api';
import { type AppLocation, type RouteDef, readLocation } from '@/shared/routing';
import { LOAD_FAILED, loadRoutesFx, retryRequested } from './decision';
import { type Allowed, enterRouteFx } from './entering';
import { $navigationId, locationChanged } from './location';
import { $navigationError, $view } from './view';

const route: RouteDef = { name: 'hot', path: '/hot', meta: {} };
const location = readLocation('#/hot', '');
const Page = () => null;
const allowedAt = (id: number): Allowed => ({ id, location, match: { route, params: {} } });

describe('view (what is shown)', () => {
  it("shows the current location's page and drops one that arrives for an older location", async () => {
    const scope = fork({
      values: [[$navigationId, 2]],
      handlers: [[enterRouteFx, (allowed: Allowed) => ({ ...allowed, Page })]],
    });
    await allSettled(enterRouteFx, { scope, params: allowedAt(1) });
    expect(scope.getState($view)).toBeNull();
    await allSettled(enterRouteFx, { scope, params: allowedAt(2) });
    expect(scope.getState($view)).toMatchObject({ id: 2, Page });
  });

  it('shows an error decision or a page that failed to load until retry', async () => {
    const scope = fork({
      // The viewer could not be loaded (a server error): every route but the login hand-offs is an error saying so.
      values: [
        [$viewerStatus, 'failed'],
        [$viewerError, new ApiError('http', '/api/user/getUserInfo', { status: 500 })],
      ],
      handlers: [
        [loadRoutesFx, (id: number, at: AppLocation) => ({ id, location: at, routes: [route] })],
        [
          enterRouteFx,
          () => {
            throw new Error('chunk');
          },
        ],
      ],
    });
    await allSettled(locationChanged, { scope, params: location });
    expect(scope.getState($navigationError)).toBe('系统繁忙，请稍后再试');
    await allSettled(retryRequested, { scope });
    expect(scope.getState($navigationError)).toBeNull();
    await allSettled(enterRouteFx, { scope, params: allowedAt(1) });
    expect(scope.getState($navigationError)).toBe(LOAD_FAILED);
  });
});
