import { createGoodsOffers } from '@/widgets/goods-detail';
import { lessonCommerceConfig } from './commerce-config';
import { lessonDetail } from './lesson';

/** The lesson's 领券优惠: the first of its purchase and coupons' three modules (lesson.ts loads them, a task each). */
export const lessonOffers = createGoodsOffers(lessonDetail, lessonCommerceConfig);
