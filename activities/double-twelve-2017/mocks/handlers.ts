import type { RequestHandler } from 'msw';
import { promoHandlers } from './promo-handlers';
import { shareHandlers } from './share-handlers';
import { resetState } from './state';

/** The campaign's endpoints (README.md), merged into the mock backend by the runtime. */
export const handlers: RequestHandler[] = [...promoHandlers, ...shareHandlers];

export function reset(): void {
  resetState();
}
