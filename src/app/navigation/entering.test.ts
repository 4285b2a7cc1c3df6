import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { homeLandingPrefetched } from '@/pages/home';
import { $token } from '@/shared/api';
import { type RouteDef, readLocation } from '@/shared/routing';
import { firstScreenShown } from '../model/app-started';
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

  it("starts home's banners with the viewer when a returning visitor lands on home, not once the first screen is up", async () => {
    // The page's code is not needed first: home's model is in the first chunk.
    const scope = fork({ values: [[$token, 'mock.1.test']], handlers: [[preloadPageFx, () => null]] });
    let prefetched = 0;
    createWatch({ unit: homeLandingPrefetched, scope, fn: () => void prefetched++ });
    const landed = (hash: string) => allSettled(locationChanged, { scope, params: readLocation(hash, '') });
    await landed('#/hot');
    expect(prefetched).toBe(0);
    await landed('#/index/');
    expect(prefetched).toBe(1);
    // The root shows home too.
    await landed('');
    expect(prefetched).toBe(2);
    const visitor = fork({ values: [[$token, null]], handlers: [[preloadPageFx, () => null]] });
    createWatch({ unit: homeLandingPrefetched, scope: visitor, fn: () => void prefetched++ });
    await allSettled(locationChanged, { scope: visitor, params: readLocation('#/index/', '') });
    expect(prefetched).toBe(2);
    await allSettled(firstScreenShown, { scope });
    await landed('#/index/');
    expect(prefetched).toBe(2);
  });
});
