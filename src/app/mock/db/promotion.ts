import { SEED_PROMOTER, seedPromotedSales } from './seed-promotion';
import { DAY } from './time';
import type { ComboRecord, GoodsType, LessonRecord, MockDb, OrderRecord } from './types';
import { findCombo, findLesson } from './views';

/**
 * The earn-by-sharing programme. A purchase made with `s=<promoter id>` (the landing link's share
 * source, sent with every request) credits that promoter when the goods allow it:
 * - canDistribut 1 = the goods may be promoted, 2 = not (the spec's default);
 * - isDispense 1 = commission is paid out (the spec's default), 0 = promotion paused, nothing paid;
 * - distributRate = the promoter's share in percent (0–100) of the price actually paid (after coupons).
 * Commission = floor(payAmount × distributRate / 100) fen. It stays pending for the refund window (7 days), then it
 * is settled into the promoter's available balance. No credit when the buyer is the promoter.
 */
export const REFUND_WINDOW_MS = 7 * DAY;

/** Seed goods open to promotion, with their rate (every other good keeps the spec's default canDistribut 2). */
const PROMOTED_LESSONS: Record<number, number> = { 8: 20, 22: 15, 3: 10, 1: 30 };
const PROMOTED_COMBOS: Record<number, number> = { 1: 20, 7: 10 };

export function applyPromotionFlags(lessons: LessonRecord[], combos: ComboRecord[]): void {
  for (const lesson of lessons) {
    const rate = PROMOTED_LESSONS[lesson.lessonId];
    if (rate) Object.assign(lesson, { canDistribut: 1, isDispense: 1, distributRate: rate });
  }
  for (const combo of combos) {
    if (PROMOTED_COMBOS[combo.cateId]) Object.assign(combo, { canDistribut: 1, isDispense: 1 });
  }
}

/** Commission in whole fen, rounded down (the promoter never gets a fen the buyer did not pay). */
export function commissionFen(payAmount: number, distributRate: number): number {
  if (!Number.isInteger(payAmount) || payAmount <= 0) return 0;
  const rate = Math.min(100, Math.max(0, Math.floor(distributRate)));
  return Math.floor((payAmount * rate) / 100);
}

export type PromotedGoods = {
  goodsType: GoodsType;
  goodsId: number;
  name: string;
  cover: string;
  price: number;
  canDistribut: number;
  isDispense: number;
  distributRate: number;
};

export function promotedGoods(db: MockDb, goodsType: GoodsType, goodsId: number): PromotedGoods | null {
  if (goodsType === 1) {
    const lesson = findLesson(db, goodsId);
    if (!lesson) return null;
    const { lessonName: name, lessonCoverUrl: cover, price, canDistribut, isDispense, distributRate } = lesson;
    return { goodsType, goodsId, name, cover, price, canDistribut, isDispense, distributRate };
  }
  const combo = findCombo(db, goodsId);
  if (!combo) return null;
  const { cateName: name, cover, price, canDistribut, isDispense } = combo;
  // Combos carry no rate in the store (spec §3 Category has none): the programme's own table gives it.
  const distributRate = PROMOTED_COMBOS[goodsId] ?? 0;
  return { goodsType, goodsId, name, cover, price, canDistribut, isDispense, distributRate };
}

export const earnsCommission = (goods: PromotedGoods): boolean =>
  goods.canDistribut === 1 && goods.isDispense === 1 && goods.distributRate > 0;

export type CommissionRecord = {
  recordId: number;
  promoterId: number;
  buyerId: number;
  orderNo: string;
  goodsType: GoodsType;
  goodsId: number;
  goodsName: string;
  payAmount: number;
  commission: number;
  /** 1 pending (refund window open), 2 settled (in the available balance). */
  status: 1 | 2;
  createTime: number;
  settleTime: number;
};

export type PromotionWithdrawal = {
  recordId: number;
  userId: number;
  amount: number;
  createTime: number;
  /** 1 paid, 2 processing, 3 rejected (as wallet records). */
  status: 1 | 2 | 3;
  reason: string;
};

export type PromotionState = {
  /** orderNo → the promoter whose link the order came through. */
  promoterOf: Map<string, number>;
  commissions: CommissionRecord[];
  withdrawals: PromotionWithdrawal[];
  /** Settled commission not yet withdrawn, by user. */
  available: Map<number, number>;
  nextId: number;
};

const states = new WeakMap<MockDb, PromotionState>();

/** The programme's state lives beside the store and goes with it on reset. */
export function promotionOf(db: MockDb): PromotionState {
  let state = states.get(db);
  if (!state) {
    state = { promoterOf: new Map(), commissions: [], withdrawals: [], available: new Map(), nextId: 1 };
    states.set(db, state);
    // The seed's orders through 周老师's link (db/seed-promotion.ts), credited when they were paid.
    const seeded = new Set(seedPromotedSales(db.now).map((order) => order.orderNo));
    for (const order of db.orders) {
      if (!seeded.has(order.orderNo)) continue;
      state.promoterOf.set(order.orderNo, SEED_PROMOTER);
      creditPromoter(db, order, order.createTime);
    }
  }
  return state;
}

/** Remembers whose link an order came through (`s`); the buyer's own link counts for nobody. */
export function notePromoter(db: MockDb, order: OrderRecord, source: string, now: number): void {
  const promoterId = /^\d+$/.test(source) ? Number(source) : 0;
  if (!promoterId || promoterId === order.userId || !db.users.some((user) => user.id === promoterId)) return;
  promotionOf(db).promoterOf.set(order.orderNo, promoterId);
  if (order.status === 'paid') creditPromoter(db, order, now);
}

/** An order was paid: the promoter behind it, if any, earns a pending commission (once per order). */
export function creditPromoter(db: MockDb, order: OrderRecord, now: number): void {
  const state = promotionOf(db);
  const promoterId = state.promoterOf.get(order.orderNo);
  if (!promoterId || state.commissions.some((record) => record.orderNo === order.orderNo)) return;
  const goods = promotedGoods(db, order.goodsType, order.goodsId);
  if (!goods || !earnsCommission(goods)) return;
  const commission = commissionFen(order.payAmount, goods.distributRate);
  if (commission === 0) return;
  state.commissions.push({
    recordId: state.nextId++,
    promoterId,
    buyerId: order.userId,
    orderNo: order.orderNo,
    goodsType: order.goodsType,
    goodsId: order.goodsId,
    goodsName: goods.name,
    payAmount: order.payAmount,
    commission,
    status: 1,
    createTime: now,
    settleTime: now + REFUND_WINDOW_MS,
  });
}

/** Moves every commission whose refund window has closed (or all of a user's, `force`) into the balance. */
export function settleCommissions(db: MockDb, now: number, force?: { userId: number }): number {
  const state = promotionOf(db);
  let settled = 0;
  for (const record of state.commissions) {
    const due = force ? record.promoterId === force.userId : record.settleTime <= now;
    if (record.status !== 1 || !due) continue;
    record.status = 2;
    record.settleTime = Math.min(record.settleTime, now);
    state.available.set(record.promoterId, (state.available.get(record.promoterId) ?? 0) + record.commission);
    settled += 1;
  }
  return settled;
}
