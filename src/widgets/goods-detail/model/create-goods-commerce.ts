import { attach, createEffect, createEvent, type Effect, sample } from 'effector';
import type { PayOrder } from '@/entities/order';
import { createCouponChoice } from '@/features/coupon-choice';
import { createCouponOffers, type OfferGoods } from '@/features/coupon-offers';
import { createPurchase } from '@/features/purchase';
import type { ApiError } from '@/shared/api';
import type { GoodsDetail } from './create-goods-detail';

/** What is bought: the detail call's own parameters, with the coupon chosen for it (none: the list price). */
export type GoodsOf<Params> = Params & { couponUserId?: number };

export type GoodsCommerceConfig<Params, Detail> = {
  /** Opens the order for these goods (createLessonOrderFx, createComboOrderFx). */
  createOrderFx: Effect<GoodsOf<Params>, PayOrder, ApiError>;
  /** 1 lesson (goodsId = lessonId), 2 column, 3 package (goodsId = cateId). */
  goodsOf: (detail: Detail) => OfferGoods;
  /** List price in fen; null when the answer carries none (then nothing is offered or sold). */
  priceOf: (detail: Detail) => number | null;
  isBought: (detail: Detail) => boolean;
  /**
   * Asks 领券优惠 together with the detail instead of after it, when the goods are known from the route alone: the
   * strip then usually arrives with the summary instead of pushing it down a moment later.
   */
  offerGoodsOnOpen?: (params: Params) => OfferGoods;
};

const same = (a: OfferGoods | null, b: OfferGoods) => a?.goodsType === b.goodsType && a.goodsId === b.goodsId;

/**
 * The buying side of a goods detail page: 领券优惠, the coupon on the buy button and the purchase itself. Made once
 * per kind of goods at module level, with the detail or in a module of its own loaded on first need; parts created
 * after the goods were opened catch up on them when the detail's commerce loader says `loaded`.
 */
export function createGoodsCommerce<Params, Detail>(
  detail: GoodsDetail<Params, Detail>,
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
  const coupon = createCouponChoice();
  const offers = createCouponOffers();
  // First, so that what the opening asks for below starts from a clean slate.
  sample({ clock: detail.opened, target: [purchase.reset, coupon.reset, offers.reset] });

  // Coupons only matter while the goods are still to be paid for, at a price above zero.
  // Typed events as targets: effector's sample cannot infer the returned unit's type for a generic Detail.
  const isPayable = (shown: Detail) => !config.isBought(shown) && (config.priceOf(shown) ?? 0) > 0;
  const payable = createEvent<Detail>();
  sample({ clock: detail.loadFx.doneData, filter: isPayable, target: payable });
  // Created after the goods were loaded: the coupon choice catches up on what it missed.
  sample({
    clock: detail.commerce.loaded,
    source: { shown: detail.$detail, goods: coupon.$goods, params: detail.$params },
    filter: ({ shown, goods, params }) =>
      shown !== null &&
      params !== null &&
      idOf(params) === detailIdOf(shown) &&
      isPayable(shown) &&
      !same(goods, config.goodsOf(shown)),
    fn: ({ shown }) => shown as Detail,
    target: payable,
  });
  sample({
    clock: payable,
    fn: (shown: Detail) => ({ ...config.goodsOf(shown), price: config.priceOf(shown) ?? 0 }),
    target: coupon.goodsOpened,
  });
  const { offerGoodsOnOpen } = config;
  if (offerGoodsOnOpen) {
    const offered = createEvent<OfferGoods>();
    sample({ clock: detail.opened, fn: offerGoodsOnOpen, target: offered });
    sample({
      clock: detail.commerce.loaded,
      source: { params: detail.$params, goods: offers.$goods },
      filter: ({ params, goods }) => params !== null && !same(goods, offerGoodsOnOpen(params)),
      fn: ({ params }) => offerGoodsOnOpen(params as Params),
      target: offered,
    });
    sample({ clock: offered, target: offers.goodsOpened });
  } else sample({ clock: payable, fn: config.goodsOf, target: offers.goodsOpened });
  // The buy button offers a freshly claimed coupon at once, preselected when it is now the best.
  sample({ clock: offers.claimed, target: coupon.refreshed });

  sample({
    clock: buyClicked,
    source: { shown: detail.$detail, chosen: coupon.$chosen, payPrice: coupon.$payPrice, isOwn: detail.$isOwn },
    // Not while the price after the coupon is still being asked: the order would not match the price on the button.
    filter: ({ payPrice, isOwn }) => payPrice !== null && !isOwn,
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

  return { buyClicked, refreshed: detail.refreshed, orderFx, checkBoughtFx, purchase, coupon, offers };
}

export type GoodsCommerce = ReturnType<typeof createGoodsCommerce>;
