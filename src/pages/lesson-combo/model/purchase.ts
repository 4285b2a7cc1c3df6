import { attach, createEffect, createEvent, sample } from 'effector';
import { getComboDetailFx } from '@/entities/combo';
import { createComboOrderFx } from '@/entities/order';
import { createCouponChoice } from '@/features/coupon-choice';
import { createPurchase } from '@/features/purchase';
import { $combo, comboPageOpened, comboRefreshed, loadComboFx } from './combo';

/** What is bought, with the coupon chosen for it (none: the list price). */
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

export const comboCoupon = createCouponChoice();

export const buyClicked = createEvent();

// Coupons only matter while the combo is still to be paid for; its goodsType is its comboType (2 column, 3 package).
sample({
  clock: loadComboFx.doneData,
  // Without a price in the answer nothing is sold (价格暂不可用), so no coupon is asked for.
  filter: (combo) => combo.isBought === 0 && combo.price !== null && combo.price > 0,
  fn: (combo) => ({ goodsType: combo.comboType, goodsId: combo.cateId, price: combo.price ?? 0 }),
  target: comboCoupon.goodsOpened,
});
sample({
  clock: buyClicked,
  source: { combo: $combo, coupon: comboCoupon.$chosen, payPrice: comboCoupon.$payPrice },
  // Not while the price after the coupon is still being asked: the order would not match the price on the button.
  filter: ({ combo, payPrice }) => combo !== null && payPrice !== null,
  fn: ({ combo, coupon }): ComboGoods => ({
    cateId: combo?.cateId ?? 0,
    ...(coupon && { couponUserId: coupon.couponUserId }),
  }),
  target: comboPurchase.buyClicked,
});
sample({ clock: comboPurchase.purchased, target: comboRefreshed });
sample({ clock: comboPageOpened, target: [comboPurchase.reset, comboCoupon.reset] });
