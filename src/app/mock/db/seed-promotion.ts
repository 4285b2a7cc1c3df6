import { type SaleRow, seedOrder } from './seed-wallet';
import type { OrderRecord } from './types';

/** 周老师 (user 2, a new lecturer) promotes other studios' goods: whose link these seed orders came through. */
export const SEED_PROMOTER = 2;

/**
 * Orders of the seed's other users through 周老师's link: six past the 7-day refund window (settled at once: lesson
 * 22 ¥19.90 at 15 % → ¥2.98 × 4, package 7 ¥39.90 at 10 % → ¥3.99 × 2, ¥19.90 withdrawable) and one inside it
 * (¥2.98 pending). extension/present can be tried end to end without waiting a week.
 */
const rows: SaleRow[] = [
  [1, 22, 21, 1990, 9 * 24],
  [1, 22, 22, 1990, 10 * 24],
  [1, 22, 23, 1990, 12 * 24],
  [1, 22, 24, 1990, 15 * 24],
  [3, 7, 25, 3990, 11 * 24],
  [3, 7, 26, 3990, 20 * 24],
  [1, 22, 25, 1990, 2 * 24],
];

export const seedPromotedSales = (now: number): OrderRecord[] => rows.map((row) => seedOrder(now, row, 'P'));
