import * as z from 'zod/mini';
import { createRequestFx, epochMs, fen, id } from '@/shared/api';

const vipOrderSchema = z.object({
  orderNo: z.string().check(z.minLength(1)),
  status: z.enum(['paid', 'pending', 'failed']),
  goodsType: z.literal([1, 2, 3]),
  goodsId: id,
  title: z.string(),
  cover: z.string(),
  payAmount: fen,
  createTime: epochMs,
});
export type VipOrder = z.output<typeof vipOrderSchema>;

/** One of the viewer's orders; business code 2 (订单不存在) for an unknown order or someone else's. */
export const getVipOrderFx = createRequestFx<{ orderNo: string }, typeof vipOrderSchema>({
  path: '/api/active/d12/order',
  schema: vipOrderSchema,
});

export const ORDER_NOT_FOUND = 2;
