import { createEvent, type Effect, type Store, sample } from 'effector';
import type { PayOrder } from '@/entities/order';
import type { OfferGoods } from '@/features/coupon-offers';
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

/** Coupons only matter while the goods are still to be paid for, at a price above zero. */
export const isPayable =
  <Params, Detail>(config: Pick<GoodsCommerceConfig<Params, Detail>, 'isBought' | 'priceOf'>) =>
  (detail: Detail) =>
    !config.isBought(detail) && (config.priceOf(detail) ?? 0) > 0;

export const sameGoods = (a: OfferGoods | null, b: OfferGoods) =>
  a?.goodsType === b.goodsType && a.goodsId === b.goodsId;

/**
 * Fires with the shown goods whenever they are to be paid for: on each load of the detail, and once on the commerce
 * loader's `loaded` when `$asked` (what a part made after the goods were opened has asked for) is not them yet — so
 * the coupon and 领券优惠 catch up on goods opened before their code arrived, without asking twice.
 */
export function payableGoods<Params, Detail, G extends OfferGoods>(
  detail: GoodsDetail<Params, Detail>,
  config: Pick<GoodsCommerceConfig<Params, Detail>, 'isBought' | 'priceOf' | 'goodsOf'>,
  $asked: Store<G | null>,
) {
  const payableNow = isPayable(config);
  // A typed event as target: effector's sample cannot infer the returned unit's type for a generic Detail.
  const payable = createEvent<Detail>();
  sample({ clock: detail.loadFx.doneData, filter: payableNow, target: payable });
  sample({
    clock: detail.commerce.loaded,
    source: { shown: detail.$detail, asked: $asked, params: detail.$params },
    filter: ({ shown, asked, params }) =>
      shown !== null &&
      params !== null &&
      detail.idOf(params) === detail.detailIdOf(shown) &&
      payableNow(shown) &&
      !sameGoods(asked, config.goodsOf(shown)),
    fn: ({ shown }) => shown as Detail,
    target: payable,
  });
  return payable;
}
