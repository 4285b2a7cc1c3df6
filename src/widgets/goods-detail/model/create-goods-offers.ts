import { createEvent, sample } from 'effector';
import { createCouponOffers, type OfferGoods } from '@/features/coupon-offers';
import { type GoodsCommerceConfig, payableGoods, sameGoods } from './commerce-config';
import type { GoodsDetail } from './create-goods-detail';

/**
 * 领券优惠 of a goods detail page: asked when the goods are opened (with the detail when the route names them, else
 * once the detail says they are to be paid for). Made after the goods were opened, it catches up on them when the
 * detail's commerce loader says `loaded`.
 */
export function createGoodsOffers<Params, Detail>(
  detail: GoodsDetail<Params, Detail>,
  config: GoodsCommerceConfig<Params, Detail>,
) {
  const offers = createCouponOffers();
  // First, so that what the opening asks for below starts from a clean slate.
  sample({ clock: detail.opened, target: offers.reset });
  // Typed events as targets: effector's sample cannot infer the returned unit's type for a generic Detail.
  const offered = createEvent<OfferGoods>();
  sample({ clock: offered, target: offers.goodsOpened });
  const { offerGoodsOnOpen } = config;
  if (offerGoodsOnOpen) {
    sample({ clock: detail.opened, fn: offerGoodsOnOpen, target: offered });
    sample({
      clock: detail.commerce.loaded,
      source: { params: detail.$params, goods: offers.$goods },
      filter: ({ params, goods }) => params !== null && !sameGoods(goods, offerGoodsOnOpen(params)),
      fn: ({ params }) => offerGoodsOnOpen(params as Params),
      target: offered,
    });
  } else {
    const payable = payableGoods(detail, config, offers.$goods);
    sample({ clock: payable, fn: config.goodsOf, target: offered });
  }
  return offers;
}
