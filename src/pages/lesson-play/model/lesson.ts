import { getLiveRoomDetailFx, type LiveRoomDetail } from '@/entities/lesson';
import { nextTask } from '@/shared/lib/idle';
import { linkTo } from '@/shared/routing';
import { createGoodsDetail } from '@/widgets/goods-detail';

/** A single lesson's detail page: goodsId = lessonId; its own detail call says whether it is bought. */
export const lessonDetail = createGoodsDetail({
  fetchFx: getLiveRoomDetailFx,
  paramsFor: (lessonId) => ({ lessonId }),
  idOf: (params) => params.lessonId,
  detailIdOf: (lesson: LiveRoomDetail) => lesson.lessonId,
  shareCardOf: (lesson) => ({
    title: lesson.lessonName,
    desc: lesson.summary,
    imgUrl: lesson.lessonCoverUrl,
    link: linkTo('lesson-play', { id: lesson.lessonId }),
  }),
  // Spec §7: the live room detail names its lecturer (a user id): their own lesson is managed, not bought.
  ownerIdOf: (lesson) => lesson.lecturerId,
  // The purchase and coupons (their models, calls and schemas) are a chunk of their own, loaded once the lesson has
  // painted (creating them with the page would make its evaluation one long task). One chunk, three modules
  // evaluated a task apart: each part's units are created in a short task of its own.
  loadCommerce: async () => {
    await import(/* webpackChunkName: "lesson-commerce" */ './commerce-offers');
    await nextTask();
    await import(/* webpackChunkName: "lesson-commerce" */ './commerce-coupon');
    await nextTask();
    await import(/* webpackChunkName: "lesson-commerce" */ './commerce');
  },
});

export const {
  opened: lessonPageOpened,
  loadFx: loadLessonFx,
  shareDetailFx: shareLessonFx,
  $detail: $lesson,
  $loadState,
  $isOwn: $isOwnLesson,
  commerce: lessonCommerceLoader,
} = lessonDetail;
