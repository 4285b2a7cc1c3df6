import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { getVipOrderFx, ORDER_NOT_FOUND, type VipOrder } from '../api/vip-order';

export const VipOrderGate = createGate<{ orderNo: string }>('d12-vip-order');
export const vipOrderRefreshed = createEvent();

export const $vipOrder = createStore<VipOrder | null>(null)
  .on(getVipOrderFx.doneData, (_, order) => order)
  .reset(VipOrderGate.open);
const $loadError = createStore<'notFound' | 'failed' | null>(null)
  .on(getVipOrderFx.failData, (_, error) =>
    error.kind === 'business' && error.code === ORDER_NOT_FOUND ? 'notFound' : 'failed',
  )
  .reset([getVipOrderFx, VipOrderGate.open]);

export type VipOrderView = 'loading' | 'paid' | 'pending' | 'failed' | 'notFound' | 'error';

/** What the page shows: the order's state once known, otherwise loading or why it could not be loaded. */
export const $vipOrderView = combine($vipOrder, $loadError, (order, error): VipOrderView => {
  if (order) return order.status;
  if (error === 'notFound') return 'notFound';
  return error === 'failed' ? 'error' : 'loading';
});
export const $refreshing = getVipOrderFx.pending;

sample({
  clock: [VipOrderGate.open, vipOrderRefreshed],
  source: VipOrderGate.state,
  filter: VipOrderGate.status,
  fn: ({ orderNo }) => ({ orderNo }),
  target: getVipOrderFx,
});

// WeChat Pay's notice can reach the server after the cashier closed: look again a few times by itself.
export const AUTO_CHECKS = 3;
export const waitBeforeCheckFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 2000)));
const $autoChecks = createStore(0)
  .on(waitBeforeCheckFx.done, (checks) => checks + 1)
  .reset(VipOrderGate.open);
sample({
  clock: getVipOrderFx.doneData,
  source: $autoChecks,
  filter: (checks, order) => order.status === 'pending' && checks < AUTO_CHECKS,
  target: waitBeforeCheckFx,
});
sample({ clock: waitBeforeCheckFx.done, filter: VipOrderGate.status, target: vipOrderRefreshed });
