import { sample } from 'effector';
import { createCouponOffers } from '@/features/coupon-offers';
import { lessonPageOpened } from './lesson';
import { lessonCoupon } from './purchase';

/** 领券优惠 under the price, while the lesson is still to be paid for. */
export const lessonOffers = createCouponOffers();

sample({ clock: lessonPageOpened, target: lessonOffers.reset });
// Asked alongside the lesson rather than after it, so the strip usually arrives with the summary instead of
// pushing it down a moment later. (The strip shows only for a lesson still to be paid for; a free lesson has no
// offer.)
sample({
  clock: lessonPageOpened,
  fn: ({ lessonId }) => ({ goodsType: 1 as const, goodsId: lessonId }),
  target: lessonOffers.goodsOpened,
});
// The buy button offers a freshly claimed coupon at once, preselected when it is now the best.
sample({ clock: lessonOffers.claimed, target: lessonCoupon.refreshed });
