import * as z from 'zod/mini';
import { createRequestFx, fen, flag, id } from '@/shared/api';

/*
 * The app's own order calls (docs/api.md), with the PayOrder shape declared here rather than imported from
 * @/entities/order: that schema's z.refine would pull zod's custom-check code into the home screen's shared zod
 * module (+0.3 KB gzip over a full budget). The needPay/wxPayParams rule is checked where the order is paid.
 */
const wxPayParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});

const dealOrderSchema = z.object({
  orderNo: z.string().check(z.minLength(1)),
  goodsType: z.literal([1, 2, 3]),
  goodsId: id,
  payAmount: fen,
  needPay: flag,
  wxPayParams: z.nullable(wxPayParamsSchema),
});
export type DealOrder = z.output<typeof dealOrderSchema>;

export const orderLessonFx = createRequestFx<{ lessonId: number }, typeof dealOrderSchema>({
  path: '/api/lesson/webPage/newWxpay',
  schema: dealOrderSchema,
});

export const orderComboFx = createRequestFx<{ cateId: number }, typeof dealOrderSchema>({
  path: '/api/combo/webPage/payOrder',
  schema: dealOrderSchema,
});
