import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, createStore, fork } from 'effector';
import { HttpResponse, http } from 'msw';
import * as z from 'zod/mini';
import { mockServer } from '../../../tests/msw-server';
import { ApiError } from './error';
import { callFields, questionOf } from './question';
import { $requestTimings, $slowCalls, createRequestFx, httpFailed, sessionExpired } from './request';
import { $channel, $session, $shareSource, $token } from './session';

const itemSchema = z.object({ id: z.number(), name: z.string() });
const getItemFx = createRequestFx<{ id: number }, typeof itemSchema>({ path: '/api/test/item', schema: itemSchema });
const saveItemFx = createRequestFx<{ tags: string[]; meta: { a: number } }, typeof itemSchema>({
  method: 'POST',
  path: '/api/test/save',
  schema: itemSchema,
});

function loggedIn() {
  return fork({
    values: [
      [$token, 'tok-123'],
      [$channel, '7'],
      [$shareSource, 'u42'],
    ],
  });
}

/** Answers with `body` and records each request it saw. */
function answer(body: unknown, status = 200) {
  const seen: Request[] = [];
  mockServer.use(
    http.all('*/api/test/*', ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

describe('requestFx', () => {
  it('adds the common parameters to every GET', async () => {
    const seen = answer({ code: 1, msg: 'ok', data: { id: 1, name: '课' } });
    const result = await allSettled(getItemFx, { scope: loggedIn(), params: { id: 1 } });
    expect(result).toEqual({ status: 'done', value: { id: 1, name: '课' } });
    const query = new URL(seen[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      id: '1',
      appId: import.meta.env.PUBLIC_WX_APP_ID,
      s: 'u42',
      token: 'tok-123',
      channelId: '7',
      channel_id: '7',
      platformType: '1',
    });
  });

  it('form-encodes POST bodies with bracket arrays and the common parameters', async () => {
    const seen = answer({ code: 1, msg: 'ok', data: { id: 2, name: '存' } });
    await allSettled(saveItemFx, { scope: loggedIn(), params: { tags: ['a', 'b'], meta: { a: 1 } } });
    const request = seen[0];
    expect(request?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const body = await request?.text();
    expect(body).toBe(
      'tags[]=a&tags[]=b&meta[a]=1&appId=wx000000000000test&s=u42&token=tok-123&channelId=7&channel_id=7&platformType=1',
    );
  });

  it('uses the channel default 1 and an empty token when there is no session', async () => {
    const seen = answer({ code: 1, data: { id: 1, name: 'x' } });
    await allSettled(getItemFx, { scope: fork(), params: { id: 1 } });
    const query = new URL(seen[0]?.url ?? '').searchParams;
    expect(query.get('channelId')).toBe('1');
    expect(query.get('token')).toBe('');
  });

  it('reads the code from `status` when `code` is absent', async () => {
    answer({ status: 1, msg: 'ok', data: { id: 3, name: 'ok' } });
    const result = await allSettled(getItemFx, { scope: loggedIn(), params: { id: 3 } });
    expect(result.status).toBe('done');
  });

  it.each([1000, 1001, '1001'])('code %s clears the token and announces the expired session', async (code) => {
    answer({ code, msg: '请先登录', data: null });
    const scope = loggedIn();
    const expired = createStore(0).on(sessionExpired, (n) => n + 1);
    const result = await allSettled(getItemFx, { scope, params: { id: 1 } });
    expect(result.status).toBe('fail');
    expect((result.value as ApiError).kind).toBe('session');
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState(expired)).toBe(1);
    expect(localStorage.getItem('wkt:token')).toBeNull();
  });

  it('turns another code into a business error carrying the server message', async () => {
    answer({ code: 2, msg: '已经领取过了', data: null });
    const result = await allSettled(getItemFx, { scope: loggedIn(), params: { id: 1 } });
    expect(result.status).toBe('fail');
    expect(result.value).toMatchObject({ kind: 'business', code: 2, message: '已经领取过了' });
  });

  it('announces a non-200 answer as an HTTP failure', async () => {
    answer({ code: 1, data: { id: 1, name: 'x' } }, 502);
    const scope = loggedIn();
    const failures = createStore<ApiError[]>([]).on(httpFailed, (list, error) => [...list, error]);
    const result = await allSettled(getItemFx, { scope, params: { id: 1 } });
    expect(result.value).toMatchObject({ kind: 'http', status: 502, message: '系统繁忙，请稍后再试' });
    expect(scope.getState(failures)).toHaveLength(1);
  });

  it('rejects a malformed answer with a typed schema error instead of passing it on', async () => {
    answer({ code: 1, msg: 'ok', data: { id: '1', name: null } });
    const result = await allSettled(getItemFx, { scope: loggedIn(), params: { id: 1 } });
    expect(result.status).toBe('fail');
    expect(result.value).toBeInstanceOf(ApiError);
    expect(result.value).toMatchObject({
      kind: 'schema',
      message: '服务器返回的数据有误，请稍后再试',
      path: '/api/test/item',
    });
    expect((result.value as ApiError).detail).toContain('id');
  });

  it('rejects an answer that is not an envelope at all', async () => {
    mockServer.use(http.get('*/api/test/item', () => new HttpResponse('<html>维护中</html>', { status: 200 })));
    const result = await allSettled(getItemFx, { scope: loggedIn(), params: { id: 1 } });
    expect(result.value).toMatchObject({ kind: 'schema' });
  });

  it('reports a network failure as such, without the token in the error', async () => {
    mockServer.use(http.get('*/api/test/item', () => HttpResponse.error()));
    const result = await allSettled(getItemFx, { scope: loggedIn(), params: { id: 1 } });
    expect(result.value).toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' });
    expect(
      JSON.stringify({ ...(result.value as ApiError), message: (result.value as ApiError).message }),
    ).not.toContain('tok-123');
  });

  it('abandons a call that never answers as a timeout, and tells while it is merely slow', async () => {
    let seen = 0;
    mockServer.use(
      http.get('*/api/test/item', () => {
        seen += 1;
        return new Promise<never>(() => {});
      }),
    );
    const scope = fork({ values: [[$requestTimings, { slowMs: 20, timeoutMs: 120 }]] });
    const slowCounts: number[] = [];
    const unwatch = $slowCalls.updates.watch(() => slowCounts.push(scope.getState($slowCalls)));
    const result = await allSettled(getItemFx, { scope, params: { id: 1 } });
    unwatch();
    expect(seen).toBe(1);
    expect(result.value).toMatchObject({ kind: 'timeout', message: '请求超时，网络太慢，请稍后重试' });
    // Raised once the call turned slow, lowered when it ended.
    expect(slowCounts).toEqual([1, 0]);
  });

  it('a call that answers in time raises no slow notice', async () => {
    answer({ code: 1, data: { id: 1, name: 'x' } });
    const scope = fork({ values: [[$requestTimings, { slowMs: 1000, timeoutMs: 2000 }]] });
    const result = await allSettled(getItemFx, { scope, params: { id: 1 } });
    expect(result.status).toBe('done');
    expect(scope.getState($slowCalls)).toBe(0);
  });
});

describe('early answers (a landing’s first calls, asked by index.html’s early script)', () => {
  // As src/app/early asks them: with the session of the scope the page's calls run in (loggedIn).
  const early = (params: { id: number }) => {
    const question = questionOf('/api/test/item', callFields(params, loggedIn().getState($session)));
    const answers = window.__wktEarly ?? new Map();
    window.__wktEarly = answers;
    answers.set(
      question,
      fetch(question)
        .then(async (response) => ({ status: response.status, data: await response.text() }))
        .catch(() => null),
    );
  };
  const moment = () => new Promise((resolve) => setTimeout(resolve, 30));
  afterEach(() => {
    delete window.__wktEarly;
  });

  it('gives the page’s identical call the early answer, once, without asking again', async () => {
    const seen = answer({ code: 1, msg: 'ok', data: { id: 5, name: '早' } });
    early({ id: 5 });
    await moment();
    // Asked before any page's call.
    expect(seen).toHaveLength(1);
    const scope = loggedIn();
    expect(await allSettled(getItemFx, { scope, params: { id: 5 } })).toEqual({
      status: 'done',
      value: { id: 5, name: '早' },
    });
    expect(seen).toHaveLength(1);
    // Taken once: the next identical call asks the server.
    await allSettled(getItemFx, { scope, params: { id: 5 } });
    expect(seen).toHaveLength(2);
  });

  it('leaves another question to its own call: other fields, or another viewer’s token', async () => {
    const seen = answer({ code: 1, msg: 'ok', data: { id: 6, name: '别' } });
    early({ id: 6 });
    await allSettled(getItemFx, { scope: loggedIn(), params: { id: 7 } });
    const other = fork({ values: [[$token, 'tok-other']] });
    await allSettled(getItemFx, { scope: other, params: { id: 6 } });
    expect(seen.map((request) => new URL(request.url).searchParams.get('id'))).toEqual(['6', '7', '6']);
    // Still there for its own question (and taken, so no other test meets it).
    await allSettled(getItemFx, { scope: loggedIn(), params: { id: 6 } });
    expect(seen).toHaveLength(3);
  });

  it('asks again when the early call failed, and parses the answer with the page’s own schema', async () => {
    let calls = 0;
    mockServer.use(
      http.all('*/api/test/item', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ code: 1, msg: 'ok', data: { id: 8 } });
      }),
    );
    early({ id: 8 });
    const result = await allSettled(getItemFx, { scope: loggedIn(), params: { id: 8 } });
    expect(calls).toBe(2);
    // The second answer lacks `name`: the page's schema still decides.
    expect(result.status).toBe('fail');
    expect((result.value as ApiError).kind).toBe('schema');
  });
});
