import { attach, createEffect, createEvent, sample } from 'effector';
import { getComboDetailFx } from '@/entities/combo';
import { createComboOrderFx } from '@/entities/order';
import { createPurchase } from '@/features/purchase';
import { $combo, comboPageOpened, comboRefreshed } from './combo';

/** What is bought; `couponUserId` is the seam for the coupon part of issue 6 (never set yet: list price). */
export type ComboGoods = { cateId: number; couponUserId?: number };

export const orderComboFx = attach({ effect: createComboOrderFx, mapParams: (goods: ComboGoods) => goods });

/** The server's word on the purchase: the combo's own bought flag. */
export const checkComboBoughtFx = createEffect(
  async (goods: ComboGoods) => (await getComboDetailFx({ cateId: goods.cateId })).isBought === 1,
);

export const comboPurchase = createPurchase<ComboGoods>({
  createOrderFx: orderComboFx,
  checkBoughtFx: checkComboBoughtFx,
});

export const buyClicked = createEvent();

sample({
  clock: buyClicked,
  source: $combo,
  filter: Boolean,
  fn: (combo): ComboGoods => ({ cateId: combo.cateId }),
  target: comboPurchase.buyClicked,
});
sample({ clock: comboPurchase.purchased, target: comboRefreshed });
sample({ clock: comboPageOpened, target: comboPurchase.reset });
