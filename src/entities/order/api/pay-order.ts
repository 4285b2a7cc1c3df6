import * as z from 'zod/mini';
import { fenOr, flagOr, numberOr, numeric, text } from '@/shared/api';
import type { GoodsType } from './goods-type';

/**
 * What WeChat's in-app payment (chooseWXPay / WeixinJSBridge) is called with: spec §7 "Payment" names appId,
 * timeStamp, nonceStr, package, signType, paySign — all required (timeStamp may come as a number).
 */
export const wxPayParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.pipe(numeric, z.transform(String)),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});
export type WxPayParams = z.output<typeof wxPayParamsSchema>;

const goodsTypeOrNull = z.pipe(
  numberOr(null),
  z.transform((type): GoodsType | null => (type === 1 || type === 2 || type === 3 || type === 4 ? type : null)),
);

/**
 * An order (`newWxpay`, `payOrder`): spec §3 "Pay data" names need_pay among the client's pay state, §7 only the
 * payment parameters above; everything else is designed (docs/api.md `PayOrder`): orderNo (''), goodsType and
 * goodsId (null / 0: the page knows what it ordered), payAmount (null: the cashier shows no amount). `needPay` may
 * come as `need_pay`; without either, an order with payment parameters needs paying and one without does not
 * (free, or fully discounted). The rule is a transform rather than z.refine: refine's code would join the shared
 * zod module of the first screen (+0.3 KB gzip).
 */
const PAY_PARAM_KEYS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const;

/**
 * Where the payment parameters sit in the answer the spec does not say: ours nests them in `wxPayParams`; a
 * backend may send them flat in `data` (as the spec-minimal mock does). Flat ones are lifted into `wxPayParams`.
 */
const liftFlatPayParams = z.transform((data: unknown): unknown => {
  if (typeof data !== 'object' || data === null || 'wxPayParams' in data || !('paySign' in data)) return data;
  const flat = data as Record<string, unknown>;
  return { ...flat, wxPayParams: Object.fromEntries(PAY_PARAM_KEYS.map((key) => [key, flat[key]])) };
});

export const payOrderSchema = z.pipe(
  liftFlatPayParams,
  z.pipe(
    z.object({
      orderNo: text,
      goodsType: goodsTypeOrNull,
      goodsId: numberOr(0),
      payAmount: fenOr(null),
      needPay: flagOr(null),
      need_pay: flagOr(null),
      wxPayParams: z._default(z.nullable(wxPayParamsSchema), null),
    }),
    z.transform(({ need_pay, ...order }, context) => {
      const needPay = order.needPay ?? need_pay ?? (order.wxPayParams ? 1 : 0);
      if (needPay === 1 && order.wxPayParams === null) {
        context.issues.push({ code: 'custom', message: 'needPay without wxPayParams', input: order });
        return z.NEVER;
      }
      return { ...order, needPay };
    }),
  ),
);
export type PayOrder = z.output<typeof payOrderSchema>;
