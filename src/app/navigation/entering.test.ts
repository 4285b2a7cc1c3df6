import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '@/shared/api';
import { type RouteDef, readLocation } from '@/shared/routing';
import { allowed } from './decision';
import { type Allowed, enterRouteFx, preloadPageFx } from './entering';
import { locationChanged } from './location';

const route: RouteDef = { name: 'hot', path: '/hot', meta: {} };
const location = readLocation('#/hot', '');

describe('entering (what loads)', () => {
  it("loads an allowed route's page with what it was decided for", async () => {
    const entered: Allowed[] = [];
    const scope = fork({ handlers: [[enterRouteFx, (view: Allowed) => void entered.push(view)]] });
    const decision = { kind: 'allow', match: { route, params: {} } } as const;
    await allSettled(allowed, { scope, params: { id: 4, location, decision } });
    expect(entered).toEqual([{ id: 4, location, match: decision.match }]);
  });

  it("starts loading a returning visitor's page with the location, not for a visitor without a token", async () => {
    const preloaded: string[] = [];
    const record = (path: string) => void preloaded.push(path);
    const returning = fork({ values: [[$token, 'mock.1.test']], handlers: [[preloadPageFx, record]] });
    await allSettled(locationChanged, { scope: returning, params: location });
    await allSettled(locationChanged, { scope: returning, params: readLocation('', '') });
    await allSettled(locationChanged, { scope: returning, params: readLocation('#/activity/pay-quiz/index', '') });
    const visitor = fork({ values: [[$token, null]], handlers: [[preloadPageFx, record]] });
    await allSettled(locationChanged, { scope: visitor, params: location });
    // The root shows home; an activity's page waits for its decision.
    expect(preloaded).toEqual(['/hot', '/index/']);
  });
});
