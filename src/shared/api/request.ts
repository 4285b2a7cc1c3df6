import { attach, createEvent, createStore, type Effect, sample, scopeBind } from 'effector';
import redaxios from 'redaxios';
import type * as z from 'zod/mini';
import { apiBase } from '@/shared/config';
import { nextTask } from '@/shared/lib/idle';
import { ApiError } from './error';
import { encodeForm, type FormFields } from './form';
import { callFields, type EarlyAnswer, questionOf, REQUEST_TIMEOUT_MS } from './question';
import { envelope } from './schema';
import { $session, type Session, tokenCleared } from './session';

export type RequestSpec = {
  method: 'GET' | 'POST';
  /** Path under the API base, e.g. `/api/study/badge`. */
  path: string;
  params?: FormFields | undefined;
  schema: z.ZodMiniType;
  /** Silent calls (statistics) never raise the busy toast. */
  silent?: boolean | undefined;
};

const SESSION_CODES = new Set([1000, 1001]);

/**
 * A call that has not answered after `slowMs` raises the slow-network notice; after `timeoutMs` it is abandoned as a
 * `timeout` ApiError (mobile networks are slow, but nothing may spin forever). A store so tests fork short timings.
 */
export type RequestTimings = { slowMs: number; timeoutMs: number };
export const $requestTimings = createStore<RequestTimings>(
  { slowMs: 5000, timeoutMs: REQUEST_TIMEOUT_MS },
  { serialize: 'ignore' },
);

/** +1 when a call (not silent) turns slow, -1 when that call ends: the shell tells the user while it is above 0. */
export const slowCallsChanged = createEvent<number>();
export const $slowCalls = createStore(0).on(slowCallsChanged, (count, delta) => count + delta);

const http = redaxios.create({ baseURL: apiBase, validateStatus: () => true, responseType: 'text' });

/** Reads the envelope and the `data` inside it; every way it can go wrong becomes an ApiError. */
export function readEnvelope(body: unknown, schema: z.ZodMiniType, path: string, status: number): unknown {
  const json = typeof body === 'string' ? safeJson(body) : body;
  const parsed = envelope.safeParse(json);
  const code = parsed.success ? (parsed.data.code ?? parsed.data.status) : undefined;
  if (!parsed.success || code === undefined) {
    // The detail is for developers (the path says which call); kept short, it is in the first screen's bytes.
    throw new ApiError('schema', path, { status, detail: 'no envelope' });
  }
  const message = parsed.data.msg ?? parsed.data.message ?? null;
  if (SESSION_CODES.has(code)) throw new ApiError('session', path, { code: 1000, status });
  if (code !== 1) throw new ApiError('business', path, { code, status, message });
  const data = schema.safeParse(parsed.data.data);
  if (!data.success) {
    // The issues' paths and messages, without z.prettifyError (it costs the home screen's budget).
    const detail = data.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ApiError('schema', path, { code, status, detail });
  }
  return data.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function call(spec: RequestSpec, fields: FormFields, signal: AbortSignal): Promise<EarlyAnswer> {
  const isPost = spec.method === 'POST';
  return http({
    // redaxios does not forward `signal`; its `fetch` option does (the abort also stops reading the body).
    fetch: (url: RequestInfo | URL, init?: RequestInit) => fetch(url, { ...init, signal }),
    url: spec.path,
    method: isPost ? 'post' : 'get',
    params: isPost ? undefined : fields,
    paramsSerializer: (params) => encodeForm(params as FormFields),
    data: isPost ? encodeForm(fields) : undefined,
    headers: isPost ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {},
  });
}

/**
 * The answer index.html's early script asked for `question` before this code ran (src/app/early: a landing's
 * first calls leave while the app's code downloads), taken once: the same path and fields, the session's included,
 * are the same question. None in tests or without that script; null when that call failed (this call then asks
 * again). Each answer not taken is dropped by that script after the call timeout.
 */
function takeEarly(question: string): Promise<EarlyAnswer | null> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.__wktEarly;
  const early = answers?.get(question);
  answers?.delete(question);
  return early;
}

/** Codes 1000/1001 from any call: the token is gone; the navigation shell restarts login on this. */
export const sessionExpired = createEvent<ApiError>();
/** A non-200 answer to a call that is not silent: the app shows 系统繁忙，请稍后再试. */
export const httpFailed = createEvent<ApiError>();

/**
 * Sends one call and reads its answer. A plain async function rather than an effect of its own: each call runs
 * two effects (the call's own and requestFx), not three, which is fewer graph steps on the first screen's busy
 * main thread. What the shell must hear about (slow, session gone, server error) is reported through `report`,
 * bound to the caller's scope before the first await.
 */
async function send(
  spec: RequestSpec,
  { session, timings }: { session: Session; timings: RequestTimings },
  report: { slow: (delta: number) => unknown; failed: (error: ApiError) => unknown },
): Promise<unknown> {
  const fields = callFields(spec.params, session);
  const question = questionOf(spec.path, fields);
  const early = takeEarly(question);
  let slow = false;
  const slowTimer = setTimeout(() => {
    slow = !spec.silent;
    if (slow) report.slow(1);
  }, timings.slowMs);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), timings.timeoutMs);
  try {
    let response: EarlyAnswer;
    try {
      // The answer asked early (that call has its own timeout), unless it failed: then this call asks again.
      const earlyAnswer = early && (await early);
      // Usually in before the page asks: read in a task of its own, as a network answer is, not in the task that
      // asked (the first screen's start stays in short tasks).
      if (earlyAnswer) await nextTask();
      response = earlyAnswer || (await call(spec, fields, controller.signal));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', spec.path, { detail });
    }
    if (response.status !== 200) throw new ApiError('http', spec.path, { status: response.status });
    return readEnvelope(response.data, spec.schema, spec.path, response.status);
  } catch (error) {
    if (error instanceof ApiError) report.failed(error);
    throw error;
  } finally {
    clearTimeout(slowTimer);
    clearTimeout(timeout);
    if (slow) report.slow(-1);
  }
}

/** What a failed call tells the rest of the app: 1000/1001 → session gone (and the token with it); non-200 → busy. */
const callFailed = createEvent<{ error: ApiError; silent: boolean }>();
sample({
  clock: callFailed,
  filter: ({ error }) => error.kind === 'session',
  fn: ({ error }) => error,
  target: [sessionExpired, tokenCleared],
});
sample({
  clock: callFailed,
  filter: ({ error, silent }) => error.kind === 'http' && !silent,
  fn: ({ error }) => error,
  target: httpFailed,
});

/** The one door to the backend: every entity's call goes through it with the current session. */
export const requestFx = attach({
  source: { session: $session, timings: $requestTimings },
  effect: (source: { session: Session; timings: RequestTimings }, spec: RequestSpec): Promise<unknown> => {
    // Bound before the first await, so the notices reach this call's scope.
    const slow = scopeBind(slowCallsChanged, { safe: true });
    const failed = scopeBind(callFailed, { safe: true });
    return send(spec, source, {
      slow,
      failed: (error) => failed({ error, silent: Boolean(spec.silent) }),
    });
  },
}) as Effect<RequestSpec, unknown, ApiError>;

type ParamsOf<P> = [P] extends [void] ? undefined : P;

/**
 * Declares one backend call. The answer's `data` is parsed by `schema`, so the effect's result type is the
 * schema's output; anything else fails the effect with an ApiError.
 */
export function createRequestFx<P extends FormFields | void, S extends z.ZodMiniType>(config: {
  method?: 'GET' | 'POST';
  path: string;
  schema: S;
  silent?: boolean;
}): Effect<P, z.output<S>, ApiError> {
  const fx = attach({
    effect: requestFx,
    mapParams: (params: P): RequestSpec => ({
      method: config.method ?? 'GET',
      path: config.path,
      params: (params ?? undefined) as ParamsOf<P> & (FormFields | undefined),
      schema: config.schema,
      silent: config.silent,
    }),
  });
  // requestFx returns `unknown` because it serves every schema; readEnvelope already parsed this answer with `schema`.
  return fx as unknown as Effect<P, z.output<S>, ApiError>;
}
