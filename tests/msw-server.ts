import { setupServer } from 'msw/node';
import { type ActivityMocks, getMockHandlers, registerActivityMocks } from '../src/app/mock/server-handlers';

// Each campaign's own handlers (activities/<id>/mocks/handlers.ts), merged the way the dev server merges them.
const activityMockContext = import.meta.webpackContext('../activities', {
  recursive: true,
  regExp: /^\.\/[a-z0-9-]+\/mocks\/handlers\.ts$/,
  mode: 'sync',
});
registerActivityMocks(activityMockContext.keys().map((key) => activityMockContext(key) as ActivityMocks));

/**
 * The embedded mock backend on msw/node: the same handlers `npm start` serves over HTTP. Tests override single
 * answers with `mockServer.use(...)`; overrides are dropped after each test.
 */
export const mockServer = setupServer(...getMockHandlers());
