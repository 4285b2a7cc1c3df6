import { attach, createEffect, createEvent, sample } from 'effector';
import type { CouponChoice } from '@/features/coupon-choice';
import { createPurchase } from '@/features/purchase';
import type { GoodsCommerceConfig, GoodsOf } from './commerce-config';
import type { GoodsDetail } from './create-goods-detail';

/**
 * The purchase of a goods detail page: 购买 at the price after the chosen coupon → order → cashier → the detail
 * call's own bought flag; then the page refreshes. Not the lecturer's own goods, not while the price is asked.
 */
export function createGoodsPurchase<Params, Detail>(
  detail: GoodsDetail<Params, Detail>,
  coupon: Pick<CouponChoice, '$chosen' | '$payPrice'>,
  config: GoodsCommerceConfig<Params, Detail>,
) {
  const { paramsFor, idOf, detailIdOf } = detail;
  const buyClicked = createEvent();
  const buyAccepted = createEvent<{ id: number; couponUserId: number | undefined } | null>();

  // Purchase: the server's word on it is the detail call's own bought flag.
  const orderFx = attach({ effect: config.createOrderFx });
  const checkBoughtFx = createEffect(async (goods: GoodsOf<Params>) =>
    config.isBought(await detail.fetchFx(paramsFor(idOf(goods)))),
  );
  const purchase = createPurchase<GoodsOf<Params>>({ createOrderFx: orderFx, checkBoughtFx });
  sample({ clock: detail.opened, target: purchase.reset });

  sample({
    clock: buyClicked,
    source: { shown: detail.$detail, chosen: coupon.$chosen, payPrice: coupon.$payPrice, isOwn: detail.$isOwn },
    // Not while the price after the coupon is still being asked: the order would not match the price on the button.
    // Free goods have no coupon to ask about: their ¥0 order is taken at once.
    filter: ({ shown, payPrice, isOwn }) =>
      (payPrice !== null || (shown !== null && config.priceOf(shown) === 0)) && !isOwn,
    fn: ({ shown, chosen }) => (shown === null ? null : { id: detailIdOf(shown), couponUserId: chosen?.couponUserId }),
    target: buyAccepted,
  });
  sample({
    clock: buyAccepted,
    filter: (goods) => goods !== null,
    fn: (goods): GoodsOf<Params> => ({
      ...paramsFor(goods?.id ?? 0),
      ...(goods?.couponUserId !== undefined && { couponUserId: goods.couponUserId }),
    }),
    target: purchase.buyClicked,
  });
  // Unlocks the page (lesson URL, 已购买) from the server's fresh answer.
  sample({ clock: purchase.purchased, target: detail.refreshed });

  return { buyClicked, refreshed: detail.refreshed, orderFx, checkBoughtFx, purchase };
}
