import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createComboOrderFx, createLessonOrderFx, type PayOrder } from '@/entities/order';
import { navigateTo } from '@/shared/routing';
import { showToast } from '@/shared/ui/toast';
import { type PayRequest, payFx, type WxPayParams } from '@/shared/wechat';
import type { Deal } from '../api/promo';
import { vipOrderPath } from '../lib/paths';

/**
 * A deal is bought through the app's own order calls at the price the card shows, then paid at the cashier. The vip
 * order page is where the server confirms it: the cashier's "paid" is only what the buyer saw.
 */
export const buyClicked = createEvent<Deal>();

const orderDealLessonFx = attach({
  effect: createLessonOrderFx,
  mapParams: (deal: Deal) => ({ lessonId: deal.goodsId }),
});
const orderDealComboFx = attach({ effect: createComboOrderFx, mapParams: (deal: Deal) => ({ cateId: deal.goodsId }) });
export const payDealFx = createEffect((request: PayRequest) => payFx(request));
export const openVipOrderFx = createEffect((orderNo: string) => navigateTo(vipOrderPath(orderNo)));

/** The deal being bought; other buy taps wait until this one ends (one order at a time). */
export const $buyingDealId = createStore<number | null>(null);
const $orderNo = createStore<string | null>(null);

const accepted = sample({
  clock: buyClicked,
  source: $buyingDealId,
  filter: (busy, deal) => busy === null && deal.isBought === 0,
  fn: (_, deal) => deal,
});
sample({ clock: accepted, filter: (deal) => deal.goodsType === 1, target: orderDealLessonFx });
sample({ clock: accepted, filter: (deal) => deal.goodsType !== 1, target: orderDealComboFx });

// sample over a clock list rather than effector's merge(), which the home screen's JavaScript does not carry.
const ordered = sample({ clock: [orderDealLessonFx.doneData, orderDealComboFx.doneData] });
const orderFailed = sample({ clock: [orderDealLessonFx.failData, orderDealComboFx.failData] });
$orderNo.on(ordered, (_, order) => order.orderNo);

type OrderToPay = PayOrder & { wxPayParams: WxPayParams };
const toPay = sample({
  clock: ordered,
  filter: (order): order is OrderToPay => order.needPay === 1 && order.wxPayParams !== null,
});
sample({
  clock: toPay,
  fn: (order) => ({ wxPayParams: order.wxPayParams, amountFen: order.payAmount ?? undefined }),
  target: payDealFx,
});
const cancelled = sample({ clock: payDealFx.doneData, filter: (result) => result === 'cancelled' });
const paid = sample({ clock: payDealFx.doneData, filter: (result) => result === 'paid' });
const free = sample({ clock: ordered, filter: (order) => order.needPay === 0 });
// An order to pay without WeChat Pay parameters cannot reach the cashier.
const unpayable = sample({ clock: ordered, filter: (order) => order.needPay === 1 && order.wxPayParams === null });

sample({ clock: [paid, free], source: $orderNo, filter: Boolean, target: openVipOrderFx });

sample({
  clock: [orderFailed, payDealFx.failData],
  fn: (error) => ({ message: error.message || '支付失败，请稍后重试', type: 'fail' as const }),
  target: showToast,
});
sample({ clock: cancelled, fn: () => ({ message: '已取消支付', type: 'msg' as const }), target: showToast });
sample({ clock: unpayable, fn: () => ({ message: '支付失败，请稍后重试', type: 'fail' as const }), target: showToast });

$buyingDealId
  .on(accepted, (_, deal) => deal.dealId)
  .reset([orderFailed, payDealFx.fail, cancelled, unpayable, openVipOrderFx.finally, free]);
