import * as z from 'zod/mini';
import { createRequestFx, fen, id, numberOr, pageOf, text } from '@/shared/api';

/**
 * wallet/detail 按课程 (designed, docs/api.md "Money out"): each lesson (goodsType 1), column (2) or package (3) of the
 * lecturer's studio that sold, with what it earned the lecturer in fen after the platform's share and any
 * promoter's commission, highest first. A row cannot be shown without its goods, name and income; the cover and
 * the order count are extras (no cover: a plain tile; no count: not shown).
 */
export const goodsIncomeSchema = z.object({
  goodsType: z.literal([1, 2, 3]),
  goodsId: id,
  name: z.string().check(z.minLength(1)),
  income: fen,
  cover: text,
  orderCount: numberOr(0),
});
export type GoodsIncome = z.output<typeof goodsIncomeSchema>;

const goodsIncomePage = pageOf(goodsIncomeSchema);
export const getIncomeByGoodsFx = createRequestFx<
  { pageNo?: number; pageSize?: number; since?: number },
  typeof goodsIncomePage
>({ path: '/api/wallet/incomeByGoods', schema: goodsIncomePage });
