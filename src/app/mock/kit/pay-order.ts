import { hexDigest } from './hash';

type PayableOrder = {
  orderNo: string;
  goodsType: number;
  goodsId: number;
  payAmount: number;
  status: string;
  createTime: number;
};

/**
 * The `PayOrder` answer (docs/api.md) of an order, core or campaign: what the page hands to WeChat's chooseWXPay.
 * `prepay_id=mock_<orderNo>` lets the simulated bridge post /__mock/wxpay/notify for it later.
 */
export function toPayOrder(order: PayableOrder, appId: string) {
  const needPay = order.status === 'pending' ? 1 : 0;
  const wxPayParams = needPay
    ? {
        appId,
        timeStamp: String(Math.floor(order.createTime / 1000)),
        nonceStr: hexDigest(`nonce:${order.orderNo}`, 16),
        package: `prepay_id=mock_${order.orderNo}`,
        signType: 'MD5',
        paySign: hexDigest(`sign:${order.orderNo}`, 32).toUpperCase(),
      }
    : null;
  const { orderNo, goodsType, goodsId, payAmount } = order;
  return { orderNo, goodsType, goodsId, payAmount, needPay, wxPayParams };
}
