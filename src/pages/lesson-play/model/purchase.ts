import { attach, createEffect, createEvent, sample } from 'effector';
import { getLiveRoomDetailFx } from '@/entities/lesson';
import { createLessonOrderFx } from '@/entities/order';
import { createPurchase } from '@/features/purchase';
import { $lesson, lessonPageOpened, lessonRefreshed } from './lesson';

/**
 * What is bought. `couponUserId` is the seam for the coupon part of issue 6: the coupon picker will choose it and
 * the buy button pass it on; until then it is never set and the order is at the list price.
 */
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

export const buyClicked = createEvent();

sample({
  clock: buyClicked,
  source: $lesson,
  filter: Boolean,
  fn: (lesson): LessonGoods => ({ lessonId: lesson.lessonId }),
  target: lessonPurchase.buyClicked,
});
// Unlocks the page (lesson URL, 已购买) from the server's fresh answer.
sample({ clock: lessonPurchase.purchased, target: lessonRefreshed });
sample({ clock: lessonPageOpened, target: lessonPurchase.reset });
