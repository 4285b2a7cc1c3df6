import * as z from 'zod/mini';
import { createRequestFx, epochMs, fen, fenOr, flagOr, id, numberOr, pageOf, text } from '@/shared/api';

/**
 * The earn-by-sharing programme (every call here is designed, docs/api.md "Promotion"). Money is fen.
 * Flags of a good (spec §3 Category / Lesson draft, defaults from §9): canDistribut 1 = may be promoted, 2 = not;
 * isDispense 1 = commission is paid out, 0 = paused; distributRate = the promoter's percent of the price paid.
 */
export const promotionAccountSchema = z.object({
  promoterId: id,
  availableAmt: fenOr(null),
  pendingAmt: fenOr(null),
  totalAmt: fenOr(null),
  inviteCode: text,
});
export type PromotionAccount = z.output<typeof promotionAccountSchema>;

export const promotedGoodsSchema = z.object({
  goodsType: z.literal([1, 2, 3]),
  goodsId: id,
  name: text,
  cover: text,
  price: fenOr(null),
  canDistribut: numberOr(2),
  isDispense: flagOr(1),
  distributRate: numberOr(0),
  /** What one sale at the list price earns (the server's floor of price × rate / 100). */
  commission: fenOr(null),
});
export type PromotedGoods = z.output<typeof promotedGoodsSchema>;

export const commissionSchema = z.object({
  recordId: id,
  orderNo: text,
  goodsName: text,
  payAmount: fenOr(null),
  commission: fen,
  /** 1 pending (the refund window is open), 2 settled (withdrawable). */
  status: z.literal([1, 2]),
  createTime: epochMs,
  settleTime: numberOr(0),
});
export type Commission = z.output<typeof commissionSchema>;

export const promotionWithdrawalSchema = z.object({
  recordId: id,
  amount: fen,
  createTime: epochMs,
  status: z.literal([1, 2, 3]),
  reason: text,
});
export type PromotionWithdrawal = z.output<typeof promotionWithdrawalSchema>;

type Paging = { pageNo?: number; pageSize?: number };

export const getPromotionAccountFx = createRequestFx<void, typeof promotionAccountSchema>({
  path: '/api/promotion/account',
  schema: promotionAccountSchema,
});

const goodsPage = pageOf(promotedGoodsSchema);
export const getPromotedGoodsFx = createRequestFx<Paging, typeof goodsPage>({
  path: '/api/promotion/goods',
  schema: goodsPage,
});

const goodsDetail = z.extend(promotedGoodsSchema, { shareable: flagOr(0) });
export type PromotedGoodsDetail = z.output<typeof goodsDetail>;
export const getPromotedGoodsDetailFx = createRequestFx<{ goodsType: number; goodsId: number }, typeof goodsDetail>({
  path: '/api/promotion/goodsDetail',
  schema: goodsDetail,
});

const commissionPage = pageOf(commissionSchema);
export const getCommissionsFx = createRequestFx<Paging & { status?: 1 | 2 }, typeof commissionPage>({
  path: '/api/promotion/commissions',
  schema: commissionPage,
});

const withdrawalPage = pageOf(promotionWithdrawalSchema);
export const getPromotionWithdrawalsFx = createRequestFx<Paging, typeof withdrawalPage>({
  path: '/api/promotion/withdrawals',
  schema: withdrawalPage,
});

const withdrawalAnswer = z.object({ recordId: id, availableAmt: fen });
/** Withdraws commission to the promoter's WeChat balance; codes as wallet/withdraw (2, 4, 5). */
export const promotionWithdrawFx = createRequestFx<
  { amount: number; mobile: string; smsCode: string; clientRequestId: string },
  typeof withdrawalAnswer
>({ method: 'POST', path: '/api/promotion/withdraw', schema: withdrawalAnswer });
