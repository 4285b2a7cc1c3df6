import type { RequestHandler } from 'msw';
import { cdnHandlers } from './cdn';
import { getDb, resetDb } from './db/store';
import type { MockDb } from './db/types';
import { comboHandlers } from './handlers/combo';
import { commentHandlers } from './handlers/comment';
import { couponHandlers } from './handlers/coupon';
import { homeHandlers } from './handlers/home';
import { lessonHandlers } from './handlers/lesson';
import { loginHandlers } from './handlers/login';
import { orderHandlers } from './handlers/order';
import { platformHandlers } from './handlers/platform';
import { showcaseHandlers } from './handlers/showcase';
import { studioHandlers } from './handlers/studio';
import { userHandlers } from './handlers/user';
import { walletHandlers } from './handlers/wallet';

const handlers: readonly RequestHandler[] = [
  ...homeHandlers,
  ...lessonHandlers,
  ...comboHandlers,
  ...orderHandlers,
  ...couponHandlers,
  ...commentHandlers,
  ...showcaseHandlers,
  ...userHandlers,
  ...walletHandlers,
  ...studioHandlers,
  ...loginHandlers,
  ...platformHandlers,
  ...cdnHandlers,
];

/** Every handler of the embedded mock backend (docs/api.md), for the dev server and msw/node in tests. */
export function getMockHandlers(): readonly RequestHandler[] {
  return handlers;
}

/** Restores the seed data (what POST /__mock/reset does); tests call it before each case. */
export function resetMockDb(): void {
  resetDb();
}

/** The live store, for tests that inspect what the mock received (e.g. `pvuvEvents`). */
export function getMockDb(): MockDb {
  return getDb();
}
