import { createGoodsPurchase } from '@/widgets/goods-detail';
import { lessonCommerceConfig } from './commerce-config';
import { lessonCoupon } from './commerce-coupon';
import { lessonOffers } from './commerce-offers';
import { lessonDetail } from './lesson';

/**
 * The lesson's purchase (the last of the three modules), and with it what the action bar needs: its 领券优惠, coupon
 * and purchase. lesson.ts loads the three after the lesson has painted (lessonCommerceLoader), a task each.
 */
export const lessonCommerce = {
  ...createGoodsPurchase(lessonDetail, lessonCoupon, lessonCommerceConfig),
  coupon: lessonCoupon,
  offers: lessonOffers,
};

export const {
  buyClicked,
  orderFx: orderLessonFx,
  checkBoughtFx: checkLessonBoughtFx,
  purchase: lessonPurchase,
} = lessonCommerce;
export { lessonCoupon, lessonOffers };
