import * as z from 'zod/mini';
import { markTypeSchema } from '@/entities/lesson/@x/home-content';
import { goodsTypeSchema } from '@/entities/order/@x/home-content';
import { count, createRequestFx, fen, flag, id } from '@/shared/api';

/** An editor's pick on the home page: a lesson (goodsType 1), column (2) or package (3). */
export const choiceItemSchema = z.object({
  goodsType: goodsTypeSchema,
  goodsId: id,
  title: z.string(),
  cover: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  price: fen,
  originalPrice: z._default(z.nullable(fen), null),
  learnNum: z._default(count, 0),
  markType: markTypeSchema,
  /** Designed: the viewer owns it (a real backend may leave it out: then a price shows, as before). */
  isBought: z._default(flag, 0),
});
export type ChoiceItem = z.output<typeof choiceItemSchema>;

const choiceListSchema = z.array(choiceItemSchema);
export const getChoiceListFx = createRequestFx<void, typeof choiceListSchema>({
  path: '/api/newhome/choiceList',
  schema: choiceListSchema,
});
