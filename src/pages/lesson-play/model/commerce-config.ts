import { createEffect, scopeBind } from 'effector';
import type { LiveRoomDetail } from '@/entities/lesson';
import type { PayOrder } from '@/entities/order';
import type { ApiError } from '@/shared/api';
import type { GoodsCommerceConfig } from '@/widgets/goods-detail';

/**
 * Opens the lesson's order. The order calls (entities/order and their zod schemas) load on the first 购买, not with
 * the page: with it they would make the page's evaluation one long task. The call is bound to the page's scope
 * before the import's await, so it runs with the viewer's token like any other.
 */
const createOrderFx = createEffect<{ lessonId: number; couponUserId?: number }, PayOrder, ApiError>(async (goods) => {
  const inScope = scopeBind((order: () => Promise<PayOrder>) => order(), { safe: true });
  const { createLessonOrderFx } = await import('@/entities/order');
  return inScope(() => createLessonOrderFx(goods));
});

/** The lesson as goods: goodsType 1, goodsId = lessonId. */
export const lessonCommerceConfig: GoodsCommerceConfig<{ lessonId: number }, LiveRoomDetail> = {
  createOrderFx,
  goodsOf: (lesson) => ({ goodsType: 1, goodsId: lesson.lessonId }),
  priceOf: (lesson) => lesson.price,
  isBought: (lesson) => lesson.isBought === 1,
  // A lesson's goods are known from the route: 领券优惠 is asked alongside the lesson, not after it.
  offerGoodsOnOpen: ({ lessonId }) => ({ goodsType: 1, goodsId: lessonId }),
};
