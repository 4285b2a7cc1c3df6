import { sample } from 'effector';
import { createCouponOffers } from '@/features/coupon-offers';
import { lessonPageOpened, loadLessonFx } from './lesson';
import { lessonCoupon } from './purchase';

/** 领券优惠 under the price, while the lesson is still to be paid for. */
export const lessonOffers = createCouponOffers();

sample({
  clock: loadLessonFx.doneData,
  filter: (lesson) => lesson.isBought === 0 && lesson.price > 0,
  fn: (lesson) => ({ goodsType: 1 as const, goodsId: lesson.lessonId }),
  target: lessonOffers.goodsOpened,
});
sample({ clock: lessonPageOpened, target: lessonOffers.reset });
// The buy button offers a freshly claimed coupon at once, preselected when it is now the best.
sample({ clock: lessonOffers.claimed, target: lessonCoupon.refreshed });
