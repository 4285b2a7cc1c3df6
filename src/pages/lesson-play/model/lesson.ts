import { getLiveRoomDetailFx, type LiveRoomDetail } from '@/entities/lesson';
import { createLessonOrderFx } from '@/entities/order';
import { linkTo } from '@/shared/routing';
import { createGoodsDetail } from '@/widgets/goods-detail';

/** A single lesson's detail page: goodsType 1, goodsId = lessonId; its own detail call says whether it is bought. */
export const lessonDetail = createGoodsDetail({
  fetchFx: getLiveRoomDetailFx,
  createOrderFx: createLessonOrderFx,
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
