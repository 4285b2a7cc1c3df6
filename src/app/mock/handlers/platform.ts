import { resetDb } from '../db/store';
import { DEFAULT_APP_ID } from '../kit/app-id';
import { setMockNow } from '../kit/clock';
import { apiGet, apiPost } from '../kit/endpoint';
import { hexDigest } from '../kit/hash';
import { textParam } from '../kit/params';
import { fail, missingParam, ok } from '../kit/respond';
/** Statistics events kept for tests to inspect; older ones are dropped. */
export const PVUV_KEEP = 200;

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** JS-SDK signing, statistics, and the mock-only reset and clock. */
export const platformHandlers = [
  apiGet('/api/auth/jssdk', ({ params, now }) => {
    const url = textParam(params, 'url');
    if (!url) return missingParam('url');
    return ok({
      debug: false,
      appId: textParam(params, 'appId') || DEFAULT_APP_ID,
      // WeChat's wx.config takes seconds here, unlike the epoch-ms times elsewhere.
      timestamp: Math.floor(now / 1000),
      nonceStr: hexDigest(`nonce:${url}`, 16),
      signature: hexDigest(url),
    });
  }),
  apiGet('/api/count/pvuv', ({ db, params }) => {
    const jsonData = textParam(params, 'jsonData');
    if (!jsonData) return missingParam('jsonData');
    const event = parseJson(jsonData);
    if (!event) return fail(3, 'jsonData 不是合法的 JSON');
    db.pvuvEvents.push(event.value);
    if (db.pvuvEvents.length > PVUV_KEEP) db.pvuvEvents.splice(0, db.pvuvEvents.length - PVUV_KEEP);
    return ok(null);
  }),
  apiPost('/__mock/reset', () => {
    resetDb();
    return ok(null);
  }),
  // The mock's clock (kit/clock.ts): `now` in epoch ms or ISO 8601 with a zone; empty puts the real time back.
  apiPost('/__mock/clock', ({ params }) => {
    const text = textParam(params, 'now');
    const at = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
    if (text && Number.isNaN(at)) return fail(3, 'now 需要是毫秒数或带时区的 ISO 时间');
    setMockNow(text ? at : null);
    return ok({ now: text ? at : null });
  }),
];
