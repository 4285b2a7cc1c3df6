import type { RequestHandler } from 'msw';

// Placeholder until the mock backend lands.
export function getMockHandlers(): readonly RequestHandler[] {
  return [];
}
