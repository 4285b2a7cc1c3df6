import * as z from 'zod/mini';
import { createRequestFx, fen, flag, id } from '@/shared/api';

const score = z.number().check(z.int());

export const questionSchema = z.object({
  questionId: id,
  title: z.string(),
  multiple: flag,
  options: z.array(z.object({ optionId: id, text: z.string(), score })).check(z.minLength(1)),
});
export type Question = z.output<typeof questionSchema>;

/** The verdict for a total score in [minScore, maxScore]. */
export const paperResultSchema = z.object({
  minScore: score,
  maxScore: score,
  title: z.string(),
  summary: z._default(z.string(), ''),
});
export type PaperResult = z.output<typeof paperResultSchema>;

/** A paid quiz of the activity pay pages. */
export const paperSchema = z.object({
  paperId: id,
  title: z.string(),
  cover: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  price: fen,
  isBought: flag,
  questions: z.array(questionSchema),
  results: z.array(paperResultSchema),
});
export type Paper = z.output<typeof paperSchema>;

export const getPaperFx = createRequestFx<{ paperId: number }, typeof paperSchema>({
  path: '/api/question/index',
  schema: paperSchema,
});
