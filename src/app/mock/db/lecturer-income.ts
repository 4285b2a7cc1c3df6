import { promotionOf } from './promotion';
import type { GoodsType, MockDb, OrderRecord, WalletEntryRecord } from './types';
import { findCombo, findLesson } from './views';

/** The lecturer's share of a sale (src/entities/lecturer/config/revenue-split.ts). */
export const LECTURER_PERCENT = 90;

export type GoodsIncome = {
  goodsType: GoodsType;
  goodsId: number;
  name: string;
  cover: string;
  orderCount: number;
  /** Fen the lecturer earned from these goods: their share of each paid order, less the promoter's commission. */
  income: number;
};

/** One paid order's income for the lecturer: floor(paid × 90 %) minus the commission its promoter earned. */
export function lecturerIncomeOf(db: MockDb, order: OrderRecord): number {
  const share = Math.floor((order.payAmount * LECTURER_PERCENT) / 100);
  const commission = promotionOf(db).commissions.find((record) => record.orderNo === order.orderNo)?.commission ?? 0;
  return Math.max(0, share - commission);
}

function goodsOfStudio(db: MockDb, order: OrderRecord, studioId: number) {
  if (order.goodsType === 1) {
    const lesson = findLesson(db, order.goodsId);
    return lesson?.studioId === studioId ? { name: lesson.lessonName, cover: lesson.lessonCoverUrl } : null;
  }
  const combo = findCombo(db, order.goodsId);
  return combo?.studioId === studioId && combo.comboType === order.goodsType
    ? { name: combo.cateName, cover: combo.cover }
    : null;
}

const KIND_NAMES = { 1: '课程', 2: '专栏', 3: '系列课' } as const;

/** Income entries start here, apart from the withdrawals' record ids (the store's walletEntry sequence). */
const INCOME_RECORD_BASE = 1_000_000;

/**
 * wallet/detail 按时间: one income entry per paid order of the studio (`/api/wallet/records` type 1), in the shape of
 * the stored withdrawal entries.
 */
export function incomeEntries(db: MockDb, userId: number, studioId: number): WalletEntryRecord[] {
  return db.orders.flatMap((order, index) => {
    const goods = order.status === 'paid' ? goodsOfStudio(db, order, studioId) : null;
    if (!goods) return [];
    return [
      {
        recordId: INCOME_RECORD_BASE + index,
        userId,
        type: 1,
        title: `《${goods.name}》${KIND_NAMES[order.goodsType]}收入`,
        amount: lecturerIncomeOf(db, order),
        createTime: order.createTime,
        status: 1,
      },
    ];
  });
}

/**
 * wallet/detail 按课程: every lesson, column or package of the lecturer's studio that sold since `since`, from the
 * paid orders the store holds, by income (highest first, then the goods id).
 */
export function incomeByGoods(db: MockDb, studioId: number, since: number): GoodsIncome[] {
  const byGoods = new Map<string, GoodsIncome>();
  for (const order of db.orders) {
    if (order.status !== 'paid' || order.createTime < since) continue;
    const goods = goodsOfStudio(db, order, studioId);
    if (!goods) continue;
    const key = `${order.goodsType}:${order.goodsId}`;
    const row = byGoods.get(key) ?? {
      goodsType: order.goodsType,
      goodsId: order.goodsId,
      ...goods,
      orderCount: 0,
      income: 0,
    };
    row.orderCount += 1;
    row.income += lecturerIncomeOf(db, order);
    byGoods.set(key, row);
  }
  return [...byGoods.values()].sort(
    (a, b) => b.income - a.income || a.goodsType - b.goodsType || a.goodsId - b.goodsId,
  );
}
