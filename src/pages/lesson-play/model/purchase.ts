import { attach, createEffect, createEvent, sample } from 'effector';
import { getLiveRoomDetailFx } from '@/entities/lesson';
import { createLessonOrderFx } from '@/entities/order';
import { createCouponChoice } from '@/features/coupon-choice';
import { createPurchase } from '@/features/purchase';
import { $lesson, lessonPageOpened, lessonRefreshed, loadLessonFx } from './lesson';

/** What is bought, with the coupon chosen for it (none: the list price). */
export type LessonGoods = { lessonId: number; couponUserId?: number };

export const orderLessonFx = attach({ effect: createLessonOrderFx, mapParams: (goods: LessonGoods) => goods });

/** The server's word on the purchase: the lesson page's own bought flag. */
export const checkLessonBoughtFx = createEffect(
  async (goods: LessonGoods) => (await getLiveRoomDetailFx({ lessonId: goods.lessonId })).isBought === 1,
);

export const lessonPurchase = createPurchase<LessonGoods>({
  createOrderFx: orderLessonFx,
  checkBoughtFx: checkLessonBoughtFx,
});

export const lessonCoupon = createCouponChoice();

export const buyClicked = createEvent();

// Coupons only matter while the lesson is still to be paid for.
sample({
  clock: loadLessonFx.doneData,
  // A lesson whose answer carries no price is not sold (价格暂不可用), so it asks for no coupon either.
  filter: (lesson) => lesson.isBought === 0 && lesson.price !== null && lesson.price > 0,
  fn: (lesson) => ({ goodsType: 1 as const, goodsId: lesson.lessonId, price: lesson.price ?? 0 }),
  target: lessonCoupon.goodsOpened,
});
sample({
  clock: buyClicked,
  source: { lesson: $lesson, coupon: lessonCoupon.$chosen, payPrice: lessonCoupon.$payPrice },
  // Not while the price after the coupon is still being asked: the order would not match the price on the button.
  filter: ({ lesson, payPrice }) => lesson !== null && payPrice !== null,
  fn: ({ lesson, coupon }): LessonGoods => ({
    lessonId: lesson?.lessonId ?? 0,
    ...(coupon && { couponUserId: coupon.couponUserId }),
  }),
  target: lessonPurchase.buyClicked,
});
// Unlocks the page (lesson URL, 已购买) from the server's fresh answer.
sample({ clock: lessonPurchase.purchased, target: lessonRefreshed });
sample({ clock: lessonPageOpened, target: [lessonPurchase.reset, lessonCoupon.reset] });
