import { sample } from 'effector';
import { createCouponChoice } from '@/features/coupon-choice';
import type { CouponOffers } from '@/features/coupon-offers';
import { type GoodsCommerceConfig, payableGoods } from './commerce-config';
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
  const coupon = createCouponChoice();
  sample({ clock: detail.opened, target: coupon.reset });
  const payable = payableGoods(detail, config, coupon.$goods);
  sample({
    clock: payable,
    fn: (shown: Detail) => ({ ...config.goodsOf(shown), price: config.priceOf(shown) ?? 0 }),
    target: coupon.goodsOpened,
  });
  // The buy button offers a freshly claimed coupon at once, preselected when it is now the best.
  sample({ clock: offers.claimed, target: coupon.refreshed });
  return coupon;
}
