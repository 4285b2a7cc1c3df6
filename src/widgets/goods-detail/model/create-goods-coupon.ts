import { createEvent, sample } from 'effector';
import { createCouponChoice } from '@/features/coupon-choice';
import type { CouponOffers } from '@/features/coupon-offers';
import { type GoodsCommerceConfig, isPayable, sameGoods } from './commerce-config';
import type { GoodsDetail } from './create-goods-detail';

/**
 * The coupon on the buy button of a goods detail page: asked once the detail says the goods are to be paid for, and
 * again when a coupon was just claimed. Made after the goods were loaded, it catches up on them when the detail's
 * commerce loader says `loaded`.
 */
export function createGoodsCoupon<Params, Detail>(
  detail: GoodsDetail<Params, Detail>,
  offers: Pick<CouponOffers, 'claimed'>,
  config: GoodsCommerceConfig<Params, Detail>,
) {
  const { idOf, detailIdOf } = detail;
  const payableNow = isPayable(config);
  const coupon = createCouponChoice();
  sample({ clock: detail.opened, target: coupon.reset });

  // Typed events as targets: effector's sample cannot infer the returned unit's type for a generic Detail.
  const payable = createEvent<Detail>();
  sample({ clock: detail.loadFx.doneData, filter: payableNow, target: payable });
  sample({
    clock: detail.commerce.loaded,
    source: { shown: detail.$detail, goods: coupon.$goods, params: detail.$params },
    filter: ({ shown, goods, params }) =>
      shown !== null &&
      params !== null &&
      idOf(params) === detailIdOf(shown) &&
      payableNow(shown) &&
      !sameGoods(goods, config.goodsOf(shown)),
    fn: ({ shown }) => shown as Detail,
    target: payable,
  });
  sample({
    clock: payable,
    fn: (shown: Detail) => ({ ...config.goodsOf(shown), price: config.priceOf(shown) ?? 0 }),
    target: coupon.goodsOpened,
  });
  // The buy button offers a freshly claimed coupon at once, preselected when it is now the best.
  sample({ clock: offers.claimed, target: coupon.refreshed });
  return coupon;
}
