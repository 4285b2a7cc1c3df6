import { describe, expect, it } from '@rstest/core';
import { payOrderSchema } from './pay-order';

const wxPayParams = {
  appId: 'wx000000000000test',
  timeStamp: '1700000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 'c2lnbg==',
};
const order = { orderNo: 'WKT1700000000001', goodsType: 1, goodsId: 3, payAmount: 1990, needPay: true, wxPayParams };

describe('payOrderSchema', () => {
  it('accepts an order to pay and one that needs no payment', () => {
    expect(payOrderSchema.parse(order).needPay).toBe(1);
    expect(payOrderSchema.parse({ ...order, payAmount: 0, needPay: 0, wxPayParams: null }).wxPayParams).toBeNull();
  });
  it('rejects an order to pay without WeChat Pay parameters', () => {
    expect(payOrderSchema.safeParse({ ...order, wxPayParams: null }).success).toBe(false);
  });
  it('rejects an amount in yuan, and reads an unknown goodsType as unknown', () => {
    expect(payOrderSchema.safeParse({ ...order, payAmount: '19.9' }).success).toBe(false);
    expect(payOrderSchema.parse({ ...order, goodsType: 5 }).goodsType).toBeNull();
  });
  it('accepts a quiz paper order (goodsType 4)', () => {
    expect(payOrderSchema.parse({ ...order, goodsType: 4, goodsId: 2, payAmount: 990 }).goodsType).toBe(4);
  });
  it('takes payment parameters sent flat in data, beside need_pay (the spec does not say where they sit)', () => {
    const parsed = payOrderSchema.parse({ ...wxPayParams, need_pay: 1, price: 1990, lessonId: 3 });
    expect(parsed.needPay).toBe(1);
    expect(parsed.wxPayParams).toEqual(wxPayParams);
  });
});
