import * as z from 'zod/mini';
import { createRequestFx, epochMs, fen, flag, id } from '@/shared/api';

/** goodsType as in docs/api.md: 1 lesson, 2 column, 3 package. */
const dealSchema = z.object({
  dealId: id,
  goodsType: z.literal([1, 2, 3]),
  goodsId: id,
  title: z.string(),
  cover: z.string(),
  lecturerName: z.string(),
  /** What the buyer pays now, in fen. */
  promoPrice: fen,
  /** The price before the promo, in fen (shown struck through). */
  originalPrice: fen,
  /** A short label on the card: 爆款, 全家桶… ('' for none). */
  tag: z.string(),
  isBought: flag,
});
export type Deal = z.output<typeof dealSchema>;

const promoSchema = z.object({ endTime: epochMs, deals: z.array(dealSchema) });
export type Promo = z.output<typeof promoSchema>;

/** The promoted deals and when the promo ends. */
export const getPromoFx = createRequestFx<void, typeof promoSchema>({
  path: '/api/active/d12/home',
  schema: promoSchema,
});
