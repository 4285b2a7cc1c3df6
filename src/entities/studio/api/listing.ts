import * as z from 'zod/mini';
import { lessonCardSchema } from '@/entities/lesson/@x/studio';
import { createRequestFx, flag, id, numberOr, pageOf, text } from '@/shared/api';

/**
 * One of the lecturer's lessons as 可上架课程 and 确认课程信息 show it (designed, docs/api.md): the card, whether it
 * is listed on the studio home, and its distribution terms with the spec's defaults (canDistribut 2, isDispense 1,
 * isExclusive 0).
 */
export const listingLessonSchema = z.extend(lessonCardSchema, {
  listed: z._default(flag, 1),
  canDistribut: numberOr(2),
  distributRate: numberOr(0),
  isDispense: z._default(flag, 1),
  isExclusive: z._default(flag, 0),
  isDisplaySingle: z._default(flag, 1),
  columnName: text,
});
export type ListingLesson = z.output<typeof listingLessonSchema>;
const listingPageSchema = pageOf(listingLessonSchema);

/** The lecturer's lessons, the ones not listed first. */
export const getListingLessonsFx = createRequestFx<{ pageNo?: number; pageSize?: number }, typeof listingPageSchema>({
  path: '/api/ls/studio/listingLessons',
  schema: listingPageSchema,
});

export const getListingDetailFx = createRequestFx<{ lessonId: number }, typeof listingLessonSchema>({
  path: '/api/ls/studio/listingDetail',
  schema: listingLessonSchema,
});

const listedSchema = z.object({ lessonId: id, listed: flag });

/** Lists the lesson on the studio home (listed 1) or takes it off (0). */
export const listLessonFx = createRequestFx<{ lessonId: number; listed: 0 | 1 }, typeof listedSchema>({
  method: 'POST',
  path: '/api/ls/studio/listLesson',
  schema: listedSchema,
});

export const studioSummarySchema = z.object({
  studioId: numberOr(0),
  studioName: text,
  lessonCount: numberOr(0),
  unlistedCount: numberOr(0),
  columnCount: numberOr(0),
  slideCount: numberOr(0),
  fansNum: numberOr(0),
});
export type StudioSummary = z.output<typeof studioSummarySchema>;

/** The counts of the lecturer's hub (直播间管理). */
export const getStudioSummaryFx = createRequestFx<void, typeof studioSummarySchema>({
  path: '/api/ls/studio/summary',
  schema: studioSummarySchema,
});
