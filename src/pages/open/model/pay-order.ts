import { attach, createEvent, createStore, sample } from 'effector';
import { createPurchase } from '@/features/purchase';
import { isApiError } from '@/shared/api';
import { type GoodsRef, parsePayQuery } from '../lib/open-query';
import { checkBoughtFx, fetchGoodsFx, type GoodsSummary, orderGoodsFx } from './pay-goods';

export type PayPageState = 'badLink' | 'loading' | 'failed' | 'notFound' | 'ready';

export const payPageOpened = createEvent<Record<string, string>>();
export const goodsRetried = createEvent();

const loadFx = attach({ effect: fetchGoodsFx });
export const purchase = createPurchase({ createOrderFx: orderGoodsFx, checkBoughtFx });

const parsed = sample({ clock: payPageOpened, fn: parsePayQuery });
export const $ref = createStore<GoodsRef | null>(null).on(parsed, (_, result) => (result.ok ? result.value : null));
export const $linkError = createStore('').on(parsed, (_, result) => (result.ok ? '' : result.message));
export const $goods = createStore<GoodsSummary | null>(null)
  .on(loadFx.doneData, (_, goods) => goods)
  .reset(payPageOpened);
export const $loadError = createStore<unknown>(null)
  .on(loadFx.failData, (_, error) => error)
  .reset(payPageOpened, goodsRetried);
export const $pageState = createStore<PayPageState>('loading')
  .on(parsed, (_, result) => (result.ok ? 'loading' : 'badLink'))
  .on(goodsRetried, () => 'loading')
  .on(loadFx.done, () => 'ready')
  .on(loadFx.failData, (state, error) => {
    if (state === 'ready') return state;
    return isApiError(error) && error.kind === 'business' && error.code === 2 ? 'notFound' : 'failed';
  });

sample({ clock: [payPageOpened, goodsRetried], source: $ref, filter: Boolean, target: loadFx });
// Paid and confirmed: the goods are read again, now bought.
sample({ clock: purchase.purchased, source: $ref, filter: Boolean, target: loadFx });
sample({ clock: payPageOpened, target: purchase.reset });

export const payClicked = createEvent();
/** The goods that can be paid for now: known, priced and not yet the viewer's. */
const $payable = $goods.map((goods): GoodsRef | null =>
  goods !== null && goods.price !== null && !goods.isBought ? { kind: goods.kind, id: goods.id } : null,
);
sample({
  clock: payClicked,
  source: $payable,
  filter: (ref): ref is GoodsRef => ref !== null,
  target: purchase.buyClicked,
});
