import { getDb, type PaperRecord } from '../../../src/app/mock';

/** A quiz order (goodsType 4); its number starts with QZ, so the wxpay notice can tell it from the core's WK…. */
export type PaperOrder = {
  orderNo: string;
  userId: number;
  paperId: number;
  payAmount: number;
  status: 'pending' | 'paid' | 'failed';
  createTime: number;
};

type QuizState = { orders: PaperOrder[]; bought: Set<string>; nextOrder: number };

const fresh = (): QuizState => ({ orders: [], bought: new Set(), nextOrder: 1 });
let state = fresh();

/** Back to no orders and no purchases (POST /__mock/reset and every test). */
export function resetQuizState(): void {
  state = fresh();
}

/** The core seed's papers: read only, the core mock owns them. */
export function findPaper(paperId: number): PaperRecord | undefined {
  return getDb().papers.find((paper) => paper.paperId === paperId);
}

/** Bought here, or in the core seed (the learner owns paper 2 from the start). */
export function hasBoughtPaper(userId: number, paperId: number): boolean {
  return boughtHere(userId, paperId) || getDb().paperPurchases.has(`${userId}:${paperId}`);
}

export function boughtHere(userId: number, paperId: number): boolean {
  return state.bought.has(`${userId}:${paperId}`);
}

/** A new order; a free paper needs no payment and is the buyer's at once. */
export function placePaperOrder(userId: number, paper: PaperRecord, now: number): PaperOrder {
  const order: PaperOrder = {
    orderNo: `QZ${now}${String(state.nextOrder++).padStart(4, '0')}`,
    userId,
    paperId: paper.paperId,
    payAmount: paper.price,
    status: 'pending',
    createTime: now,
  };
  state.orders.push(order);
  if (order.payAmount === 0) completePaperOrder(order);
  return order;
}

export function findPaperOrder(orderNo: string): PaperOrder | undefined {
  return state.orders.find((order) => order.orderNo === orderNo);
}

export function completePaperOrder(order: PaperOrder): void {
  order.status = 'paid';
  state.bought.add(`${order.userId}:${order.paperId}`);
}
