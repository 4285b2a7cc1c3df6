import { afterAll, afterEach, beforeAll } from '@rstest/core';
import { cleanup } from '@testing-library/react';
import { resetMockDb } from '../src/app/mock';
import { mockServer, useMockBackend } from './msw-server';

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
