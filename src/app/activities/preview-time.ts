import { apiBase } from '@/shared/config';
import { parseZonedTime } from './zoned-time';

/**
 * The time override of development, debug and test builds: preview a campaign at any moment without editing its
 * dates. Asked for by `?activityNow=2026-12-05T10:00+08:00` in the address (before or after the `#`), or kept across
 * visits in localStorage under this key. Only runtime.ts imports this, inside a branch that production builds drop.
 */
export const PREVIEW_TIME_KEY = 'wkt:activityNow';
const PARAM = 'activityNow';

type Where = Pick<Location, 'search' | 'hash'>;

/** The asked moment (epoch ms), or null when none is asked or the text is not a real time with a zone. */
export function askedPreviewTime(where: Where, storage: Pick<Storage, 'getItem'>): number | null {
  const hashQuery = where.hash.split('?').slice(1).join('?');
  const asked =
    new URLSearchParams(where.search).get(PARAM) ??
    new URLSearchParams(hashQuery).get(PARAM) ??
    storage.getItem(PREVIEW_TIME_KEY);
  // An unescaped `+08:00` in an address reads as a space.
  return asked ? parseZonedTime(asked.trim().replace(' ', '+')) : null;
}

let mockClockSetTo: number | null = null;

/**
 * The campaign's time for the window check: the asked moment, else the phone's clock. The embedded mock's clock is
 * set to the same moment (POST /__mock/clock) before the page loads, so a campaign's "which day is it" answers follow
 * the preview; a real backend has no such call and the failure is ignored.
 */
export async function previewNow(): Promise<number> {
  const asked = askedPreviewTime(window.location, window.localStorage);
  if (asked === null) return Date.now();
  if (mockClockSetTo !== asked) {
    mockClockSetTo = asked;
    console.info(`[activity] 预览时间 ${new Date(asked).toISOString()}（${PARAM} 代替了手机时间）`);
    await fetch(`${apiBase}/__mock/clock`, { method: 'POST', body: new URLSearchParams({ now: String(asked) }) }).catch(
      () => undefined,
    );
  }
  return asked;
}
