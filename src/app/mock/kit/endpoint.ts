import { type HttpHandler, http } from 'msw';
import { getDb } from '../db/store';
import type { MockDb, UserRecord } from '../db/types';
import { findUser } from '../db/views';
import { mockNow } from './clock';
import { readParams } from './params';
import { needLogin } from './respond';
import { userIdFromToken } from './token';

/** What every API answer gets: the merged params, the viewer (null without a valid token), the store and the mock's clock. */
export type ApiContext = { params: URLSearchParams; viewer: UserRecord | null; db: MockDb; now: number };
export type LoggedInContext = ApiContext & { viewer: UserRecord };
type Answer<C> = (context: C) => Response | Promise<Response>;

async function contextOf(request: Request): Promise<ApiContext> {
  const params = await readParams(request);
  const db = getDb();
  const userId = userIdFromToken(params.get('token'));
  const viewer = userId === null ? null : (findUser(db, userId) ?? null);
  return { params, viewer, db, now: mockNow() };
}

/** Paths match on any origin, so the same handlers serve the dev server and msw/node in tests. */
export function apiGet(path: string, answer: Answer<ApiContext>): HttpHandler {
  return http.get(`*${path}`, async ({ request }) => answer(await contextOf(request)));
}

export function apiPost(path: string, answer: Answer<ApiContext>): HttpHandler {
  return http.post(`*${path}`, async ({ request }) => answer(await contextOf(request)));
}

/** Answers 1000 (请先登录) unless the token names an existing user. */
export function loggedIn(answer: Answer<LoggedInContext>): Answer<ApiContext> {
  return (context) => (context.viewer ? answer({ ...context, viewer: context.viewer }) : needLogin());
}
