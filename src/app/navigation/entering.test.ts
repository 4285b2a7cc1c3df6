import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { HttpResponse, http } from 'msw';
import { homeLandingPrefetched } from '@/pages/home';
import { $token } from '@/shared/api';
import { type RouteDef, readLocation } from '@/shared/routing';
import { mockServer } from '../../../tests/msw-server';
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
    // An attached effect's handler gets its source (first screen done, session, timings) before the path.
    const record = (_source: unknown, path: string) => void preloaded.push(path);
    const returning = fork({ values: [[$token, 'mock.1.test']], handlers: [[preloadPageFx, record]] });
    await allSettled(locationChanged, { scope: returning, params: location });
    await allSettled(locationChanged, { scope: returning, params: readLocation('', '') });
    await allSettled(locationChanged, { scope: returning, params: readLocation('#/activity/pay-quiz/index', '') });
    const visitor = fork({ values: [[$token, null]], handlers: [[preloadPageFx, record]] });
    await allSettled(locationChanged, { scope: visitor, params: location });
    // The root shows home; an activity's page waits for its decision.
    expect(preloaded).toEqual(['/hot', '/index/']);
  });

  it('asks a landing’s first call with the viewer (a lesson’s or column’s detail; home’s banners through its model), once', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.all('*/api/*', ({ request }) => {
        const url = new URL(request.url);
        const id = url.searchParams.get('lessonId') ?? url.searchParams.get('cateId');
        asked.push(`${url.pathname}${id ? `#${id}` : ''}`);
        return HttpResponse.json({ code: 1, msg: 'ok', data: null });
      }),
    );
    // The calls start from the routes' own descriptors, before the pages' code.
    // A token of its own: the early answers no page takes here stay asked for a while (no other test's question).
    const loaded = fork({ values: [[$token, 'mock.1.entering-landing']] });
    const landed = async (scope: Scope, hash: string) => {
      await allSettled(locationChanged, { scope, params: readLocation(hash, '') });
      await new Promise((resolve) => setTimeout(resolve, 30));
    };
    await landed(loaded, '#/index/');
    await landed(loaded, '#/lesson/play/11');
    // Not a lesson's id; a page without a first call of its own.
    // A column's route is in the route table (not a landing route of the first chunk): its call follows that table.
    await landed(loaded, '#/lesson/channel/5');
    await landed(loaded, '#/lesson/play/abc');
    await expect.poll(() => asked.length).toBe(3);
    expect(asked).toEqual(['/api/config/banner.html', '/api/ls/lesson/findStudioRoomDetail#11', '/api/combo/detail#5']);
    // Without a token (login comes first), and after the first screen (pages ask for themselves).
    const visitor = fork({ values: [[$token, null]] });
    await landed(visitor, '#/lesson/play/12');
    await allSettled(firstScreenShown, { scope: loaded });
    await landed(loaded, '#/lesson/play/13');
    expect(asked).toHaveLength(3);
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
