import * as z from 'zod/mini';
import { createRequestFx, fen, flag, id } from '@/shared/api';

// The order entity keeps its schema private: this is its PayOrder shape (docs/api.md) with goodsType 4.
const wxPayParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});

export const paperOrderSchema = z.object({
  orderNo: z.string().check(z.minLength(1)),
  goodsType: z.literal(4),
  goodsId: id,
  payAmount: fen,
  needPay: flag,
  wxPayParams: z.nullable(wxPayParamsSchema),
});

/** GET /api/question/payOrder?paperId: an order for a quiz paper (activities/pay-quiz/README.md). */
export const createPaperOrderFx = createRequestFx<{ paperId: number }, typeof paperOrderSchema>({
  path: '/api/question/payOrder',
  schema: paperOrderSchema,
});
