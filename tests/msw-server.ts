import { setupServer } from 'msw/node';
import {
  type ActivityMocks,
  getMockHandlers,
  type MockBackendMode,
  registerActivityMocks,
  setMockBackend,
} from '../src/app/mock';

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

/**
 * Which backend the mock plays for the current test: `minimal` answers the spec-described calls with the spec's
 * fields only (src/app/mock/minimal/spec-fields.ts). tests/setup.ts puts `full` back after each test.
 */
export function useMockBackend(mode: MockBackendMode): void {
  setMockBackend(mode);
}
