import { createEffect, scopeBind } from 'effector';
import { getLiveRoomDetailFx, type LiveRoomDetail } from '@/entities/lesson';
import type { PayOrder } from '@/entities/order';
import type { ApiError } from '@/shared/api';
import { linkTo } from '@/shared/routing';
import { createGoodsDetail } from '@/widgets/goods-detail';

/**
 * Opens the lesson's order. The order calls (entities/order and their zod schemas) load on the first 购买, not with
 * the page: they were part of the page's one long evaluation task (issue 18). The call is bound to the page's scope
 * before the import's await, so it runs with the viewer's token like any other.
 */
const createOrderFx = createEffect<{ lessonId: number; couponUserId?: number }, PayOrder, ApiError>(async (goods) => {
  const inScope = scopeBind((order: () => Promise<PayOrder>) => order(), { safe: true });
  const { createLessonOrderFx } = await import('@/entities/order');
  return inScope(() => createLessonOrderFx(goods));
});

/** A single lesson's detail page: goodsType 1, goodsId = lessonId; its own detail call says whether it is bought. */
export const lessonDetail = createGoodsDetail({
  fetchFx: getLiveRoomDetailFx,
  createOrderFx,
  paramsFor: (lessonId) => ({ lessonId }),
  idOf: (params) => params.lessonId,
  detailIdOf: (lesson: LiveRoomDetail) => lesson.lessonId,
  goodsOf: (lesson) => ({ goodsType: 1, goodsId: lesson.lessonId }),
  priceOf: (lesson) => lesson.price,
  isBought: (lesson) => lesson.isBought === 1,
  shareCardOf: (lesson) => ({
    title: lesson.lessonName,
    desc: lesson.summary,
    imgUrl: lesson.lessonCoverUrl,
    link: linkTo('lesson-play', { id: lesson.lessonId }),
  }),
  // A lesson's goods are known from the route: 领券优惠 is asked alongside the lesson, not after it.
  offerGoodsOnOpen: ({ lessonId }) => ({ goodsType: 1, goodsId: lessonId }),
  // Spec §7: the live room detail names its lecturer (a user id): their own lesson is managed, not bought.
  ownerIdOf: (lesson) => lesson.lecturerId,
});

export const {
  opened: lessonPageOpened,
  retried: lessonRetried,
  refreshed: lessonRefreshed,
  buyClicked,
  loadFx: loadLessonFx,
  shareDetailFx: shareLessonFx,
  orderFx: orderLessonFx,
  checkBoughtFx: checkLessonBoughtFx,
  $detail: $lesson,
  $loadState,
  $loadError,
  $isOwn: $isOwnLesson,
  purchase: lessonPurchase,
  coupon: lessonCoupon,
  offers: lessonOffers,
} = lessonDetail;
