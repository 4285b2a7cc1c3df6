import type { GoodsCommerceConfig } from './commerce-config';
import { createGoodsCoupon } from './create-goods-coupon';
import type { GoodsDetail } from './create-goods-detail';
import { createGoodsOffers } from './create-goods-offers';
import { createGoodsPurchase } from './create-goods-purchase';

/**
 * The buying side of a goods detail page in one go: 领券优惠, the coupon on the buy button and the purchase. A page
 * that loads them on first need creates the three parts itself, each in a module (and a task) of its own.
 */
export function createGoodsCommerce<Params, Detail>(
  detail: GoodsDetail<Params, Detail>,
  config: GoodsCommerceConfig<Params, Detail>,
) {
  const offers = createGoodsOffers(detail, config);
  const coupon = createGoodsCoupon(detail, offers, config);
  return { ...createGoodsPurchase(detail, coupon, config), coupon, offers };
}

export type GoodsCommerce = ReturnType<typeof createGoodsCommerce>;
