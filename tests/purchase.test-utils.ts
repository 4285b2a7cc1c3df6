import type { PayOrder } from '@/entities/order';
import { payFx } from '@/shared/wechat';

/** An order WeChat has to pay (needPay 1) for the goods given. */
export function orderToPay(goodsType: PayOrder['goodsType'], goodsId: number, payAmount: number): PayOrder {
  return {
    orderNo: `WK${goodsType}-${goodsId}`,
    goodsType,
    goodsId,
    payAmount,
    needPay: 1,
    wxPayParams: { appId: 'wx', timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'MD5', paySign: 's' },
  };
}

/** The units of a goods purchase that reach past the page (createGoodsCommerce's, createGoodsPurchase's). */
type PurchaseUnits = { orderFx: unknown; checkBoughtFx: unknown; waitFx: unknown };

/**
 * `fork({ handlers })` entries for a purchase the server orders, WeChat pays and the server then confirms as bought:
 * `orders` are the goods ordered, `bought()` turns true once WeChat has paid.
 */
export function payingPurchase(purchase: PurchaseUnits, order: PayOrder) {
  const orders: unknown[] = [];
  let bought = false;
  const handlers: Array<[unknown, unknown]> = [
    [
      purchase.orderFx,
      // Attached effects' handlers get (source, params).
      async (_: unknown, goods: unknown) => {
        orders.push(goods);
        return order;
      },
    ],
    [
      payFx,
      async () => {
        bought = true;
        return 'paid';
      },
    ],
    [purchase.checkBoughtFx, async () => bought],
    [purchase.waitFx, async () => {}],
  ];
  return { handlers, orders, bought: () => bought };
}
