import { attach, createEvent, createStore, type Effect, type EventCallable, type Store, sample } from 'effector';
import type { PayOrder, WxPayParams } from '@/entities/order';
import { payFx } from '@/shared/wechat';
import { CONFIRM_DELAYS_MS, purchaseMessages } from '../config/messages';
import { createConfirmation } from './confirmation';
import { isPurchaseBusy, type PurchaseState } from './status';

export type PurchaseConfig<P, Order extends PayOrder, OrderError, CheckError> = {
  /** Opens the order on the server (createLessonOrderFx, createComboOrderFx, a campaign's own order call…). */
  createOrderFx: Effect<P, Order, OrderError>;
  /** Whether the goods are now the viewer's, as the server says (its bought state). */
  checkBoughtFx: Effect<P, boolean, CheckError>;
  /** Pauses before each check; default 0.5 s, 1 s, 2 s, 3 s, 3.5 s, 5 s (15 s in all). */
  confirmDelaysMs?: readonly number[];
};

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : purchaseMessages.failed;
}

type WithPayParams<Order extends PayOrder> = Order & { wxPayParams: WxPayParams };

/**
 * One buy button's purchase: order → WeChat cashier (skipped at zero price) → confirmation with the server → paid.
 * Made once at module level by the owner of the button. Cancel, fail and a confirmation that never arrives each end
 * with their own message and let the buyer try again; taps while a purchase runs are ignored (one order).
 */
export function createPurchase<P, Order extends PayOrder = PayOrder, OrderError = Error, CheckError = Error>(
  config: PurchaseConfig<P, Order, OrderError, CheckError>,
) {
  const buyClicked: EventCallable<P> = createEvent<P>();
  const reset = createEvent();
  const orderFx = attach({ effect: config.createOrderFx });
  const cashierFx = attach({
    effect: payFx,
    mapParams: ({ order }: { params: P; order: WithPayParams<Order> }) => ({
      wxPayParams: order.wxPayParams,
      amountFen: order.payAmount ?? undefined,
    }),
  });
  const confirmation = createConfirmation(config.checkBoughtFx, config.confirmDelaysMs ?? CONFIRM_DELAYS_MS);

  const $status = createStore<PurchaseState>('idle');
  const $busy: Store<boolean> = $status.map(isPurchaseBusy);

  // Typed events as targets: effector's sample cannot infer the returned unit's type for a generic P.
  const accepted = createEvent<P>();
  sample({
    clock: buyClicked,
    source: $status,
    filter: (status) => !isPurchaseBusy(status) && status !== 'paid',
    fn: (_, params) => params,
    target: accepted,
  });
  sample({ clock: accepted, target: orderFx });

  // Each step goes on only from the state it expects: answers that arrive after a reset change nothing.
  const ordered = sample({
    clock: orderFx.done,
    source: $status,
    filter: (status) => status === 'ordering',
    fn: (_, { params, result }) => ({ params, order: result }),
  });
  const orderFailed = sample({
    clock: [
      sample({ clock: orderFx.failData, source: $status, filter: (status) => status === 'ordering', fn: (_, e) => e }),
      // An order to pay without the cashier's parameters cannot be paid.
      sample({ clock: ordered, filter: (step) => step.order.needPay === 1 && step.order.wxPayParams === null }),
    ],
    fn: messageOf,
  });
  const toPay = sample({
    clock: ordered,
    filter: (step): step is { params: P; order: WithPayParams<Order> } =>
      step.order.needPay === 1 && step.order.wxPayParams !== null,
  });
  sample({ clock: toPay, target: cashierFx });
  // needPay 0: nothing to pay (free, or a coupon covers it); the server has completed the order already.
  sample({
    clock: ordered,
    filter: (step) => step.order.needPay === 0,
    fn: (step) => step.params,
    target: confirmation.started,
  });

  const cashierClosed = sample({
    clock: cashierFx.done,
    source: $status,
    filter: (status) => status === 'paying',
    fn: (_, { params, result }) => ({ params: params.params, result }),
  });
  const cashierFailed = sample({
    clock: cashierFx.failData,
    source: $status,
    filter: (status) => status === 'paying',
    fn: (_, error) => messageOf(error),
  });
  const cancelled = sample({ clock: cashierClosed, filter: (closed) => closed.result === 'cancelled' });
  sample({
    clock: cashierClosed,
    filter: (closed) => closed.result === 'paid',
    fn: (closed) => closed.params,
    target: confirmation.started,
  });
  // No answer from the cashier: the server alone can say whether the order was paid.
  const unanswered = createEvent<P>();
  sample({
    clock: cashierClosed,
    filter: (closed) => closed.result === 'unanswered',
    fn: (closed) => closed.params,
    target: unanswered,
  });
  sample({ clock: unanswered, target: confirmation.started });
  sample({ clock: reset, target: confirmation.stopped });

  $status
    .on(accepted, () => 'ordering')
    .on(toPay, () => 'paying')
    // Whichever of the two updates comes last, a cashier without an answer stays 'verifying'.
    .on(confirmation.started, (status) => (status === 'verifying' ? status : 'confirming'))
    .on(unanswered, () => 'verifying')
    .on(confirmation.confirmed, () => 'paid')
    .on(confirmation.timedOut, () => 'confirmTimeout')
    .on(cancelled, () => 'cancelled')
    .on([orderFailed, cashierFailed], () => 'failed')
    .reset(reset);

  const $error = createStore<string | null>(null)
    .on([orderFailed, cashierFailed], (_, message) => message)
    .on(cancelled, () => purchaseMessages.cancelled)
    .on(confirmation.timedOut, () => purchaseMessages.confirmTimeout)
    .reset([accepted, reset]);

  return {
    buyClicked,
    reset,
    $status,
    $error,
    $busy,
    /** The server confirmed the purchase: unlock the goods. */
    purchased: confirmation.confirmed,
    orderFx,
    cashierFx,
    checkFx: confirmation.checkFx,
    waitFx: confirmation.waitFx,
  };
}

export type PurchaseModel<P> = ReturnType<typeof createPurchase<P>>;
