import { createEvent, createStore, sample } from 'effector';
import { createPurchase } from '@/features/purchase';
import { createPageResource, failedWithCode } from '@/shared/model';
import { type GoodsRef, parsePayQuery } from '../lib/open-query';
import { checkBoughtFx, fetchGoodsFx, orderGoodsFx } from './pay-goods';

export const payPageOpened = createEvent<Record<string, string>>();

/** The goods the link names, by their ref. */
export const payGoods = createPageResource(fetchGoodsFx);
export const purchase = createPurchase({ createOrderFx: orderGoodsFx, checkBoughtFx });

const parsed = sample({ clock: payPageOpened, fn: parsePayQuery });
/** Why the link names no goods (then nothing is asked); '' for a good link. */
export const $linkError = createStore('').on(parsed, (_, result) => (result.ok ? '' : result.message));
/** code 2: the goods do not exist (or are withdrawn); anything else may pass on a retry. */
export const $notFound = failedWithCode(payGoods, 2);

sample({ clock: parsed.filterMap((result) => (result.ok ? result.value : undefined)), target: payGoods.opened });
// Paid and confirmed: the goods are read again, now bought.
sample({ clock: purchase.purchased, target: payGoods.refreshed });
sample({ clock: payPageOpened, target: purchase.reset });

export const payClicked = createEvent();
/** The goods that can be paid for now: known, priced and not yet the viewer's. */
const $payable = payGoods.$data.map((goods): GoodsRef | null =>
  goods !== null && goods.price !== null && !goods.isBought ? { kind: goods.kind, id: goods.id } : null,
);
sample({
  clock: payClicked,
  source: $payable,
  filter: (ref): ref is GoodsRef => ref !== null,
  target: purchase.buyClicked,
});
