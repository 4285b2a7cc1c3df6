import { sample } from 'effector';
import { createCouponOffers } from '@/features/coupon-offers';
import { comboPageOpened, loadComboFx } from './combo';
import { comboCoupon } from './purchase';

/** 领券优惠 under the price, while the column or package is still to be paid for (goodsType = comboType). */
export const comboOffers = createCouponOffers();

sample({
  clock: loadComboFx.doneData,
  filter: (combo) => combo.isBought === 0 && combo.price !== null && combo.price > 0,
  fn: (combo) => ({ goodsType: combo.comboType, goodsId: combo.cateId }),
  target: comboOffers.goodsOpened,
});
sample({ clock: comboPageOpened, target: comboOffers.reset });
// The buy button offers a freshly claimed coupon at once, preselected when it is now the best.
sample({ clock: comboOffers.claimed, target: comboCoupon.refreshed });
