import { payOrderSchema } from '@/entities/order';
import { createRequestFx } from '@/shared/api';

/** GET /api/question/payOrder?paperId: an order for a quiz paper (goodsType 4; activities/pay-quiz/README.md). */
export const createPaperOrderFx = createRequestFx<{ paperId: number }, typeof payOrderSchema>({
  path: '/api/question/payOrder',
  schema: payOrderSchema,
});
