import type { RequestHandler } from 'msw';
import { cdnHandlers } from './cdn';
import { getDb, onReset, resetDb } from './db/store';
import type { MockDb } from './db/types';
import { comboHandlers } from './handlers/combo';
import { commentHandlers } from './handlers/comment';
import { couponHandlers } from './handlers/coupon';
import { helpHandlers } from './handlers/help';
import { homeHandlers } from './handlers/home';
import { lessonHandlers } from './handlers/lesson';
import { liveHandlers } from './handlers/live';
import { loginHandlers } from './handlers/login';
import { mineHandlers } from './handlers/mine';
import { orderHandlers } from './handlers/order';
import { platformHandlers } from './handlers/platform';
import { promotionHandlers } from './handlers/promotion';
import { showcaseHandlers } from './handlers/showcase';
import { studioHandlers } from './handlers/studio';
import { studioAuthHandlers } from './handlers/studio-auth';
import { studioHomeHandlers } from './handlers/studio-home';
import { userHandlers } from './handlers/user';
import { walletHandlers } from './handlers/wallet';
import { backendSwitchHandler, specMinimalHandlers } from './minimal/handlers';

const handlers: readonly RequestHandler[] = [
  ...homeHandlers,
  ...lessonHandlers,
  ...liveHandlers,
  ...comboHandlers,
  ...orderHandlers,
  ...couponHandlers,
  ...commentHandlers,
  ...showcaseHandlers,
  ...helpHandlers,
  ...userHandlers,
  ...mineHandlers,
  ...walletHandlers,
  ...promotionHandlers,
  ...studioAuthHandlers,
  ...studioHandlers,
  ...studioHomeHandlers,
  ...loginHandlers,
  ...platformHandlers,
  ...cdnHandlers,
  backendSwitchHandler,
];

/** What an activity's `mocks/handlers.ts` exports: its handlers and, if it keeps state, how to reset it. */
export type ActivityMocks = { handlers: readonly RequestHandler[]; reset?: () => void };

let activityMocks: readonly ActivityMocks[] = [];
let activityHandlers: readonly RequestHandler[] = [];
onReset(() => {
  for (const mocks of activityMocks) mocks.reset?.();
});

/**
 * Merges the activities' own handlers into the backend (the runtime discovers them: rsbuild.config.ts on the dev
 * and preview servers, tests/msw-server.ts in tests). They come first, so a campaign can answer its own paths.
 * A second call replaces the first (the dev server registers again after a campaign's mock was edited): the old
 * modules' handlers and resets are dropped.
 */
export function registerActivityMocks(list: readonly ActivityMocks[]): void {
  activityMocks = list;
  activityHandlers = list.flatMap((mocks) => mocks.handlers);
}

const fullHandlers = (): readonly RequestHandler[] => [...activityHandlers, ...handlers];

/** The spec-minimal layer (minimal/): passes in `full` mode, projects the full answers in `minimal` mode. */
const minimalLayer = specMinimalHandlers(fullHandlers);

/** Every handler of the embedded mock backend (docs/api.md), for the dev server and msw/node in tests. */
export function getMockHandlers(): readonly RequestHandler[] {
  return [...minimalLayer, ...fullHandlers()];
}

/** Restores the seed data (what POST /__mock/reset does); tests call it before each case. */
export function resetMockDb(): void {
  resetDb();
}

/** The live store, for tests that inspect what the mock received (e.g. `pvuvEvents`). */
export function getMockDb(): MockDb {
  return getDb();
}
