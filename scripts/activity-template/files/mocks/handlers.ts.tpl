import { http, type RequestHandler } from 'msw';
import { userIdFromToken } from '../../../src/app/mock';

// Relative imports only: the dev server loads this file with jiti. Answers use the envelope of docs/api.md.

/** Who has opened the campaign (user ids): kept between requests, emptied by reset(). */
let visitors = new Set<number>();

export const handlers: RequestHandler[] = [
  http.get('*/api/active/__id__/info', ({ request }) => {
    const userId = userIdFromToken(new URL(request.url).searchParams.get('token'));
    if (userId === null) return Response.json({ code: 1000, msg: '请先登录', data: null });
    visitors.add(userId);
    return Response.json({
      code: 1,
      msg: 'success',
      data: {
        headline: '欢迎参加「__title__」',
        description: '这是新活动的第一页：内容来自 mocks/handlers.ts，页面在 ui/IndexPage.tsx。',
        participants: visitors.size,
      },
    });
  }),
];

/** Back to the start (POST /__mock/reset, and after every test). */
export function reset(): void {
  visitors = new Set();
}
