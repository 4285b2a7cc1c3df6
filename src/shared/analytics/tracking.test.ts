import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import { $channel, $shareSource, httpFailed } from '@/shared/api';
import { mockServer } from '../../../tests/msw-server';
import { GUID_STORAGE_KEY } from './constants';
import { trackEvent, trackPageView } from './tracking';

/** Answers GET /api/count/pvuv and records each request's query. */
function answerPvuv(response: () => Response = () => HttpResponse.json({ code: 1, msg: 'ok', data: null })) {
  const queries: URLSearchParams[] = [];
  mockServer.use(
    http.get('*/api/count/pvuv', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return response();
    }),
  );
  return { queries, events: () => queries.map((query) => JSON.parse(query.get('jsonData') ?? 'null')) };
}

describe('trackPageView', () => {
  it('sends the spec event as JSON in jsonData: action 100000000, the full path, channel as disId', async () => {
    const { queries, events } = answerPvuv();
    const scope = fork({
      values: [
        [$channel, '7'],
        [$shareSource, 'u42'],
      ],
    });
    await allSettled(trackPageView, { scope, params: '/lesson/play/3?from=banner' });
    expect(queries).toHaveLength(1);
    const [event] = events();
    expect(Object.keys(event).sort()).toEqual([
      'action',
      'business',
      'content',
      'contentLocation',
      'disId',
      'event',
      'guid',
      'source',
      'system',
      'terminal',
    ]);
    expect(event).toEqual({
      action: 100000000,
      business: 100103,
      content: '/lesson/play/3?from=banner',
      contentLocation: '',
      event: '',
      guid: expect.stringMatching(/^[0-9a-f]{32}$/),
      source: 'u42',
      system: 'other',
      terminal: 'h5',
      disId: 7,
    });
  });

  it('uses disId 1 and source "" without a channel or share source', async () => {
    const { events } = answerPvuv();
    const scope = fork({
      values: [
        [$channel, ''],
        [$shareSource, ''],
      ],
    });
    await allSettled(trackPageView, { scope, params: '/index/' });
    expect(events()[0]).toMatchObject({ disId: 1, source: '' });
  });

  it('never sends a token found in the path', async () => {
    const { events } = answerPvuv();
    await allSettled(trackPageView, { scope: fork(), params: '/mine/index?token=abc&x=1' });
    expect(events()[0].content).toBe('/mine/index?x=1');
  });
});

describe('trackEvent', () => {
  it('sends the given fields and fills the rest', async () => {
    const { events } = answerPvuv();
    await allSettled(trackEvent, { scope: fork(), params: { action: 200001, content: '3', event: 'buy' } });
    expect(events()[0]).toMatchObject({ action: 200001, content: '3', contentLocation: '', event: 'buy', disId: 1 });
  });

  it('creates the guid once, stores it, and reuses it on later calls', async () => {
    const { events } = answerPvuv();
    const scope = fork();
    await allSettled(trackPageView, { scope, params: '/index/' });
    await allSettled(trackEvent, { scope, params: { action: 1 } });
    const [first, second] = events();
    expect(first.guid).toMatch(/^[0-9a-f]{32}$/);
    expect(second.guid).toBe(first.guid);
    expect(localStorage.getItem(GUID_STORAGE_KEY)).toBe(first.guid);
  });

  it('reuses a guid already in localStorage', async () => {
    const stored = '0123456789abcdef0123456789abcdef';
    localStorage.setItem(GUID_STORAGE_KEY, stored);
    const { events } = answerPvuv();
    await allSettled(trackEvent, { scope: fork(), params: { action: 1 } });
    expect(events()[0].guid).toBe(stored);
  });

  it.each([
    ['an HTTP error', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a business error', () => HttpResponse.json({ code: 2, msg: '不行', data: null })],
  ])('swallows %s: nothing throws and no busy toast is raised', async (_, response) => {
    const { queries } = answerPvuv(response);
    const scope = fork();
    const busy = rs.fn();
    createWatch({ unit: httpFailed, scope, fn: busy });
    await expect(allSettled(trackPageView, { scope, params: '/index/' })).resolves.toBeUndefined();
    expect(queries).toHaveLength(1);
    expect(busy).not.toHaveBeenCalled();
  });
});
