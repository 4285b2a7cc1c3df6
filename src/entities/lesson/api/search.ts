import * as z from 'zod/mini';
import { type ComboCard, comboCardSchema } from '@/entities/combo/@x/lesson';
import { createRequestFx, pageOf } from '@/shared/api';
import { type LessonCard, lessonCardSchema, type PageParams } from './lesson-card';

/** A search result says what it is: a lesson (goodsType 1), a column (2) or a package (3). */
export type SearchResult = { goodsType: 1; lesson: LessonCard } | { goodsType: 2 | 3; combo: ComboCard };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One result: a LessonCard, or a ComboCard, with `goodsType`. A backend that finds lessons only (no goodsType)
 * still reads: an item with a lessonId is a lesson; one without goodsType but with a comboType is that combo.
 */
export const searchResultSchema = z.pipe(
  z.unknown(),
  z.transform((item, context): SearchResult => {
    const data = isRecord(item) ? item : {};
    const kind = Number(data.goodsType ?? (data.lessonId !== undefined ? 1 : data.comboType));
    if (kind === 1) {
      const lesson = lessonCardSchema.safeParse(data);
      if (lesson.success) return { goodsType: 1, lesson: lesson.data };
    } else if (kind === 2 || kind === 3) {
      const combo = comboCardSchema.safeParse({ comboType: kind, ...data });
      if (combo.success) return { goodsType: kind, combo: combo.data };
    }
    context.issues.push({ code: 'custom', message: 'expected a lesson, column or package', input: item });
    return z.NEVER;
  }),
);

export const searchPageSchema = pageOf(searchResultSchema);

/** Columns, packages and lessons whose name, summary or lecturer matches `keywords`. */
export const searchGoodsFx = createRequestFx<PageParams & { keywords: string }, typeof searchPageSchema>({
  method: 'POST',
  path: '/api/ls/keywords/findByKeywords',
  schema: searchPageSchema,
});
