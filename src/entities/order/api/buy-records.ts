import * as z from 'zod/mini';
import { createRequestFx, epochTime, fenOr, id, pageOf, text } from '@/shared/api';
import { goodsTypeSchema } from './goods-type';

/** One paid order of the viewer (designed, docs/api.md): what, when, for how much, with which coupon. */
export const buyRecordSchema = z.object({
  orderNo: text,
  goodsType: goodsTypeSchema,
  goodsId: id,
  title: text,
  cover: text,
  /** The list price then; null when not sent. */
  price: fenOr(null),
  payAmount: fenOr(null),
  /** '' when no coupon was used. */
  couponTitle: text,
  payTime: epochTime,
});
export type BuyRecord = z.output<typeof buyRecordSchema>;

const buyRecordPageSchema = pageOf(buyRecordSchema);
export const getBuyRecordsFx = createRequestFx<{ pageNo?: number; pageSize?: number }, typeof buyRecordPageSchema>({
  path: '/api/mine/buyRecordList',
  schema: buyRecordPageSchema,
});
