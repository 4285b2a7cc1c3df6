import * as z from 'zod/mini';
import { markTypeSchema } from '@/entities/lesson/@x/combo';
import { count, fen, flag, id } from '@/shared/api';

/** `comboType`: 2 column (channel), 3 package. */
export const comboTypeSchema = z.literal([2, 3]);

/** `ComboCard` of docs/api.md: a column or package. */
export const comboCardSchema = z.object({
  cateId: id,
  cateName: z.string(),
  cover: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  comboType: comboTypeSchema,
  markType: markTypeSchema,
  price: fen,
  originalPrice: z._default(z.nullable(fen), null),
  lessonCount: z._default(count, 0),
  learnNum: z._default(count, 0),
  studioId: id,
  studioName: z._default(z.string(), ''),
  lecturerName: z._default(z.string(), ''),
  /** The viewer bought it (a column: joined); lists may leave it out. */
  isBought: z._default(flag, 0),
});
export type ComboCard = z.output<typeof comboCardSchema>;
