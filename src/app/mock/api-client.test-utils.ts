import { DEMO_USER_IDS } from './db/seed-users';

/** Helpers for the mock's own tests: calls go through fetch, so msw/node (tests/setup.ts) answers them. */
export const ORIGIN = 'http://localhost';
export const LEARNER: number = DEMO_USER_IDS.learner;
export const PENDING_LECTURER: number = DEMO_USER_IDS.pendingLecturer;
export const LECTURER: number = DEMO_USER_IDS.verifiedLecturer;

export type Envelope<T> = { code: number; msg: string; data: T };
export type Page<T> = { list: T[]; pageNo: number; pageSize: number; total: number };
type Fields = Record<string, string | number>;

/** Any token of the mock's shape works for an existing user. */
export const tokenOf = (userId: number) => `mock.${userId}.test`;

function withCommon(fields: Fields, userId: number | null): URLSearchParams {
  const params = new URLSearchParams({ appId: 'wx_test', s: '', channelId: '1', channel_id: '1', platformType: '1' });
  params.set('token', userId === null ? '' : tokenOf(userId));
  for (const [key, value] of Object.entries(fields)) params.set(key, String(value));
  return params;
}

export async function apiGet<T>(path: string, fields: Fields = {}, userId: number | null = LEARNER) {
  const response = await fetch(`${ORIGIN}${path}?${withCommon(fields, userId)}`);
  return (await response.json()) as Envelope<T>;
}

export async function apiPost<T>(path: string, fields: Fields = {}, userId: number | null = LEARNER) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: withCommon(fields, userId).toString(),
  });
  return (await response.json()) as Envelope<T>;
}

/** Sends an SMS code to `mobile` as `userId` and reads it back the way a phone would (GET /__mock/sms). */
export async function smsCodeFor(mobile: string, userId: number = LEARNER): Promise<string> {
  await apiPost('/api/ls/studio/sendSmsCode', { mobile }, userId);
  const sms = await apiGet<{ code: string }>('/__mock/sms', { mobile }, null);
  return sms.data.code;
}
