import * as z from 'zod/mini';
import { createRequestFx, fen, flagOr, listOf, numberOr, numeric, text } from '@/shared/api';

export const questionSchema = z.object({
  questionId: numeric,
  title: text,
  multiple: flagOr(0),
  options: z.array(z.object({ optionId: numeric, text, score: numberOr(0) })).check(z.minLength(1)),
});
export type Question = z.output<typeof questionSchema>;

/** The verdict for a total score in [minScore, maxScore]. */
export const paperResultSchema = z.object({
  minScore: numeric,
  maxScore: numeric,
  title: text,
  summary: text,
});
export type PaperResult = z.output<typeof paperResultSchema>;

/**
 * A paid quiz of the activity pay pages, `/api/question/index` (spec §7: "returns data (paper)" — the spec names
 * no field, so every field is designed, docs/api.md `Paper`). Required is what the quiz cannot run without:
 * paperId (pages keep papers by it), price (it decides whether the quiz must be bought first) and the questions.
 * Optional: title, cover, summary (''), isBought (0), results ([]: no verdict band to match).
 */
export const paperSchema = z.object({
  paperId: numeric,
  title: text,
  cover: text,
  summary: text,
  price: z.pipe(numeric, fen),
  isBought: flagOr(0),
  questions: z.array(questionSchema),
  results: listOf(paperResultSchema),
});
export type Paper = z.output<typeof paperSchema>;

export const getPaperFx = createRequestFx<{ paperId: number }, typeof paperSchema>({
  path: '/api/question/index',
  schema: paperSchema,
});
