import type { RequestHandler } from 'msw';
import { apiGet, loggedIn, ok } from '../../../src/app/mock';

// Relative imports only: the dev server loads this file directly (and again after each edit: no restart needed).
// The kit answers the envelope of docs/api.md; loggedIn answers 1000 (请先登录) without a valid token.

/** Who has opened the campaign (user ids): kept between requests, emptied by reset(). */
let visitors = new Set<number>();

export const handlers: RequestHandler[] = [
  apiGet(
    '/api/active/__id__/info',
    loggedIn(({ viewer }) => {
      visitors.add(viewer.id);
      return ok({
        headline: '欢迎参加「__title__」',
        description: '这是新活动的第一页：内容来自 mocks/handlers.ts，页面在 ui/IndexPage.tsx。',
        participants: visitors.size,
      });
    }),
  ),
];

/** Back to the start (POST /__mock/reset, and after every test). */
export function reset(): void {
  visitors = new Set();
}
