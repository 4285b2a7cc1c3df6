import * as z from 'zod/mini';
import { fen, flag, id } from '@/shared/api';
import { goodsTypeSchema } from './goods-type';

/** What WeChat's in-app payment (chooseWXPay / WeixinJSBridge) is called with. */
export const wxPayParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});
export type WxPayParams = z.output<typeof wxPayParamsSchema>;

/**
 * An order: free or fully discounted ones need no payment (`needPay: 0`, no `wxPayParams`). The rule is a transform
 * rather than z.refine: refine's code would join the shared zod module of the first screen (+0.3 KB gzip).
 */
export const payOrderSchema = z.pipe(
  z.object({
    orderNo: z.string().check(z.minLength(1)),
    goodsType: goodsTypeSchema,
    goodsId: id,
    payAmount: fen,
    needPay: flag,
    wxPayParams: z.nullable(wxPayParamsSchema),
  }),
  z.transform((order, context) => {
    if (order.needPay === 1 && order.wxPayParams === null) {
      context.issues.push({ code: 'custom', message: 'needPay without wxPayParams', input: order });
      return z.NEVER;
    }
    return order;
  }),
);
export type PayOrder = z.output<typeof payOrderSchema>;
