import { http, type RequestHandler } from 'msw';
import {
  apiGet,
  DEFAULT_APP_ID,
  fail,
  intParam,
  type LoggedInContext,
  loggedIn,
  missingParam,
  ok,
  readParams,
  textParam,
  toPayOrder,
  userIdFromToken,
} from '../../../src/app/mock';
import {
  boughtHere,
  completePaperOrder,
  findPaper,
  findPaperOrder,
  hasBoughtPaper,
  placePaperOrder,
  resetQuizState,
} from './state';

function answerPayOrder({ params, viewer, now }: LoggedInContext): Response {
  const paperId = intParam(params, 'paperId');
  if (paperId === null) return missingParam('paperId');
  const paper = findPaper(paperId);
  if (!paper) return fail(2, '测评不存在');
  if (hasBoughtPaper(viewer.id, paperId)) return fail(3, '您已购买过，无需重复购买');
  const order = placePaperOrder(viewer.id, paper, now);
  return ok(
    toPayOrder({ ...order, goodsType: 4, goodsId: order.paperId }, textParam(params, 'appId') || DEFAULT_APP_ID),
  );
}

export const handlers: RequestHandler[] = [
  apiGet('/api/question/payOrder', loggedIn(answerPayOrder)),
  // The paper with isBought 1 for a buyer of this campaign; everything else falls through to the core mock's answer.
  http.get('*/api/question/index', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const userId = userIdFromToken(params.get('token'));
    const paperId = intParam(params, 'paperId');
    if (userId === null || paperId === null || !boughtHere(userId, paperId)) return undefined;
    const paper = findPaper(paperId);
    return paper ? ok({ ...paper, isBought: 1 }) : undefined;
  }),
  // WeChat Pay's notice for QZ… orders; the core's own orders fall through to its handler.
  http.post('*/__mock/wxpay/notify', async ({ request }) => {
    // A clone: the core handler reads the same request's body when this one lets it through.
    const params = await readParams(request.clone());
    const orderNo = textParam(params, 'orderNo');
    if (!orderNo.startsWith('QZ')) return undefined;
    const order = findPaperOrder(orderNo);
    if (!order) return fail(2, '订单不存在');
    if ((textParam(params, 'result') || 'paid') === 'paid') completePaperOrder(order);
    else if (order.status === 'pending') order.status = 'failed';
    return ok({ orderNo, status: order.status });
  }),
];

export function reset(): void {
  resetQuizState();
}
