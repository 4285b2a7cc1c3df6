/**
 * The embedded mock backend's public API (browser-safe: no Node modules). Activities' `mocks/` and tests import
 * only this entry (or `./server` on Node); `scripts/check-boundaries.mjs` fails on deep imports into the mock.
 *
 * - the backend: every handler, the activities' registration, reset and the spec-minimal mode;
 * - writing a handler: `apiGet`/`apiPost` (+ `loggedIn`), parameter readers and the `{ code, msg, data }` answers;
 * - a campaign's usual needs: its clock (`mockNow`, `setMockNow`: fake a day) and a coupon prize (`grantCoupon`);
 * - the store and its views, for campaigns that read core data or seed their own.
 */
export { type ActivityMocks, getMockDb, getMockHandlers, registerActivityMocks, resetMockDb } from './backend';
export { DEMO_USER_IDS } from './db/seed-users';
export { getDb, onReset, takeId } from './db/store';
export type { GoodsType, MockDb, PaperRecord, UserRecord } from './db/types';
export { findCombo, findLesson, findStudio, findUser, hasBoughtGoods } from './db/views';
export { DEFAULT_APP_ID } from './kit/app-id';
export { mockNow, setMockNow } from './kit/clock';
export { type CouponGrant, grantCoupon } from './kit/coupon-grant';
export { type ApiContext, apiGet, apiPost, type LoggedInContext, loggedIn } from './kit/endpoint';
export { intParam, readParams, textParam } from './kit/params';
export { toPayOrder } from './kit/pay-order';
export { fail, missingParam, ok } from './kit/respond';
export { userIdFromToken } from './kit/token';
export { getMockBackend, type MockBackendMode, parseMockBackend, setMockBackend } from './minimal/mode';
export { SPEC_ANSWERS } from './minimal/spec-fields';
