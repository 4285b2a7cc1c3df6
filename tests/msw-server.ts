import { setupServer } from 'msw/node';
import { getMockHandlers } from '../src/app/mock/server-handlers';

/**
 * The embedded mock backend on msw/node: the same handlers `npm start` serves over HTTP. Tests override single
 * answers with `mockServer.use(...)`; overrides are dropped after each test.
 */
export const mockServer = setupServer(...getMockHandlers());
