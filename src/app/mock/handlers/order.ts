import { completeOrder, placeOrder } from '../db/orders';
import { notePromoter } from '../db/promotion';
import type { GoodsType } from '../db/types';
import { findCombo } from '../db/views';
import { DEFAULT_APP_ID } from '../kit/app-id';
import { type ApiContext, apiGet, apiPost, type LoggedInContext, loggedIn } from '../kit/endpoint';
import { intParam, textParam } from '../kit/params';
import { toPayOrder } from '../kit/pay-order';
import { fail, missingParam, ok } from '../kit/respond';

function answerOrder(context: LoggedInContext, goodsType: GoodsType, goodsId: number): Response {
  const { db, params, viewer, now } = context;
  const couponUserId = intParam(params, 'couponUserId') || null;
  const result = placeOrder(db, viewer, { goodsType, goodsId, couponUserId }, now);
  if ('error' in result) return fail(result.error.code, result.error.msg);
  notePromoter(db, result.order, textParam(params, 's'), now);
  return ok(toPayOrder(result.order, textParam(params, 'appId') || DEFAULT_APP_ID));
}

function notify({ db, params }: ApiContext): Response {
  const orderNo = textParam(params, 'orderNo');
  if (!orderNo) return missingParam('orderNo');
  const order = db.orders.find((item) => item.orderNo === orderNo);
  if (!order) return fail(2, '订单不存在');
  const result = textParam(params, 'result') || 'paid';
  if (result === 'paid') completeOrder(db, order);
  else if (order.status === 'pending') order.status = 'failed';
  return ok({ orderNo, status: order.status });
}

export const orderHandlers = [
  apiGet(
    '/api/lesson/webPage/newWxpay',
    loggedIn((context) => {
      const lessonId = intParam(context.params, 'lessonId');
      return lessonId === null ? missingParam('lessonId') : answerOrder(context, 1, lessonId);
    }),
  ),
  apiGet(
    '/api/combo/webPage/payOrder',
    loggedIn((context) => {
      const cateId = intParam(context.params, 'cateId');
      if (cateId === null) return missingParam('cateId');
      const combo = findCombo(context.db, cateId);
      return combo ? answerOrder(context, combo.comboType, cateId) : fail(2, '商品不存在');
    }),
  ),
  apiPost('/__mock/wxpay/notify', notify),
];
