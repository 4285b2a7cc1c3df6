import { createGoodsCoupon } from '@/widgets/goods-detail';
import { lessonCommerceConfig } from './commerce-config';
import { lessonOffers } from './commerce-offers';
import { lessonDetail } from './lesson';

/** The coupon on the lesson's buy button (the second of the three modules). */
export const lessonCoupon = createGoodsCoupon(lessonDetail, lessonOffers, lessonCommerceConfig);
