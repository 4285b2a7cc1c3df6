import { afterAll, afterEach, beforeAll } from '@rstest/core';
import { cleanup, configure } from '@testing-library/react';
import { resetMockDb } from '../src/app/mock';
import { mockServer, useMockBackend } from './msw-server';

// findBy… and waitFor give up after 5 s instead of Testing Library's 1 s: the suite runs beside builds and browsers
// on two cores, where a mock answer can take longer than a second. A test that waits for what never comes still fails.
configure({ asyncUtilTimeout: 5000 });

// Globals are off in rstest, so Testing Library cannot register its own cleanup.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  resetMockDb();
  useMockBackend('full');
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => mockServer.close());
