import { savingWith } from './coupon-rules';
import { creditPromoter } from './promotion';
import { takeId } from './store';
import type { GoodsType, MockDb, OrderRecord, UserRecord } from './types';
import { findCombo, findGoods, findLesson, hasBoughtGoods } from './views';

export type OrderResult = { order: OrderRecord } | { error: { code: number; msg: string } };

/**
 * Opens an order for `goods`, priced with the coupon if one is given. A zero amount (free goods, or a coupon
 * that covers everything) needs no payment and completes at once.
 */
export function placeOrder(
  db: MockDb,
  viewer: UserRecord,
  request: { goodsType: GoodsType; goodsId: number; couponUserId: number | null },
  now: number,
): OrderResult {
  const goods = findGoods(db, request.goodsType, request.goodsId);
  if (!goods) return { error: { code: 2, msg: '商品不存在' } };
  if (hasBoughtGoods(db, viewer.id, goods.goodsType, request.goodsId)) {
    return { error: { code: 3, msg: '您已购买过，无需重复购买' } };
  }
  const saving = request.couponUserId ? savingWith(db, viewer.id, request.couponUserId, goods, now) : 0;
  if (saving === null) return { error: { code: 4, msg: '优惠券不可用' } };
  const sequence = takeId('order');
  const order: OrderRecord = {
    orderNo: `WK${now}${String(sequence).padStart(4, '0')}`,
    userId: viewer.id,
    goodsType: goods.goodsType,
    goodsId: request.goodsId,
    payAmount: goods.price - saving,
    couponUserId: request.couponUserId,
    status: 'pending',
    createTime: now,
  };
  db.orders.push(order);
  if (order.payAmount === 0) completeOrder(db, order);
  return { order };
}

/** Payment arrived: the goods become the buyer's and the coupon is spent. */
export function completeOrder(db: MockDb, order: OrderRecord): void {
  if (order.status === 'paid') return;
  order.status = 'paid';
  db.purchases.add(`${order.userId}:${order.goodsType}:${order.goodsId}`);
  const coupon = db.userCoupons.find((record) => record.couponUserId === order.couponUserId);
  if (coupon) coupon.status = 2;
  const item = order.goodsType === 1 ? findLesson(db, order.goodsId) : findCombo(db, order.goodsId);
  if (item) item.learnNum += 1;
  creditPromoter(db, order, Date.now());
}
