import * as z from 'zod/mini';
import { count, epochMs, fen, flag, id, pageOf } from '@/shared/api';
import { markTypeSchema } from './mark-type';

/** `lessonType`: 1 audio, 2 video. */
export const lessonTypeSchema = z.literal([1, 2]);
/** `lessonPlayType`: 1 live (has `lessonBeginTime`), 2 recorded. */
export const lessonPlayTypeSchema = z.literal([1, 2]);

/** An id where a legacy field needs a value and `0` means "none" (`cateId: 0` for a lesson not in a column). */
export const refId = z.number().check(z.int(), z.nonnegative());

/** `LessonCard` of docs/api.md: what every lesson list and detail carries. */
export const lessonCardSchema = z.object({
  lessonId: id,
  lessonName: z.string(),
  lessonCoverUrl: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  lessonType: lessonTypeSchema,
  lessonPlayType: lessonPlayTypeSchema,
  lessonBeginTime: z._default(z.nullable(epochMs), null),
  lessonTimeTerm: z._default(count, 0),
  price: fen,
  originalPrice: z._default(z.nullable(fen), null),
  markType: markTypeSchema,
  cateId: refId,
  groupId: refId,
  studioId: id,
  studioName: z._default(z.string(), ''),
  lecturerName: z._default(z.string(), ''),
  learnNum: z._default(count, 0),
  /** The viewer owns it (bought, or in a bought column or package); lists may leave it out. */
  isBought: z._default(flag, 0),
});
export type LessonCard = z.output<typeof lessonCardSchema>;

export const lessonPageSchema = pageOf(lessonCardSchema);

/** `pageNo` is 1-based; `pageSize` defaults to 10 on the server, max 50. */
export type PageParams = { pageNo?: number; pageSize?: number };
