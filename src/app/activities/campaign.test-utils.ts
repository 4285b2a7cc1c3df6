import type { ComponentType } from 'react';
import type { ActivityManifest, ActivityPageProps } from '@/shared/activity';
import { activityRouteName } from './routes';
import { loadActivityPage } from './runtime';

/**
 * What a campaign's own tests may import (activities/README.md "Test it"): its pages as the app shows them at a
 * given moment, the moments its time window turns on, and its mock endpoints called over fetch (msw answers them in
 * unit tests). The mock's clock is `setMockNow` of `@/app/mock`, re-exported here so one import serves a test.
 */
export { setMockNow } from '../mock';

/** Route `index` of the campaign as the app shows it at `at` (ISO 8601 with a zone): 未开始, the page, or 已结束. */
export async function campaignPageAt(
  manifest: ActivityManifest,
  index: number,
  at: string,
): Promise<ComponentType<ActivityPageProps>> {
  return (await loadActivityPage(activityRouteName(manifest.id, index), () => Date.parse(at))).default;
}

/** The last moment before the start, the start itself, and the end (already closed), as ISO strings; null when open. */
export function windowMoments(manifest: ActivityManifest) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const start = manifest.startsAt ? Date.parse(manifest.startsAt) : null;
  const end = manifest.endsAt ? Date.parse(manifest.endsAt) : null;
  return {
    beforeStart: start === null ? null : iso(start - 1),
    start: start === null ? null : iso(start),
    end: end === null ? null : iso(end),
  };
}

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/**
 * Calls the mock backend the way the app does (`token` in the query for GET, in the form body for POST) and answers
 * the `{ code, msg, data }` envelope: a campaign's mock tests need nothing else.
 */
export async function callMock<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string | number> = {},
): Promise<Envelope<T>> {
  const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();
  const response =
    method === 'GET'
      ? await fetch(`http://mock.test${path}?${query}`)
      : await fetch(`http://mock.test${path}`, {
          method,
          body: query,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
  return (await response.json()) as Envelope<T>;
}
