import { createRequestFx } from '@/shared/api';
import { payOrderSchema } from './pay-order';

/** Orders a single lesson (goodsType 1), optionally with one of the viewer's coupons. */
export const createLessonOrderFx = createRequestFx<{ lessonId: number; couponUserId?: number }, typeof payOrderSchema>({
  path: '/api/lesson/webPage/newWxpay',
  schema: payOrderSchema,
});

/** Orders a column or package (goodsType 2 or 3), optionally with one of the viewer's coupons. */
export const createComboOrderFx = createRequestFx<{ cateId: number; couponUserId?: number }, typeof payOrderSchema>({
  path: '/api/combo/webPage/payOrder',
  schema: payOrderSchema,
});
