import type { MarkType } from '../api/mark-type';

/**
 * The cover badge says what the item is. Servers mark a lesson that belongs to a column with 2 (专栏), but the card
 * opens that single lesson, so a lesson is 单品 (or 精品 when marked so); a column is 专栏 and a package 系列课 by
 * their kind (goodsType 2 / 3), whatever their mark.
 */
export function badgeOf(kind: 1 | 2 | 3 | 4, markType: MarkType): MarkType {
  if (kind === 2 || kind === 3) return kind;
  return markType === 4 ? 4 : 1;
}
