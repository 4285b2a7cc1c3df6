import * as z from 'zod/mini';
import { lessonCardSchema } from '@/entities/lesson/@x/studio';
import { lessonStateOr } from '@/entities/studio-catalog/@x/studio';
import { createRequestFx, flag, numberOr, pageOf, text } from '@/shared/api';

/**
 * One of the lecturer's lessons as 可上架课程 and 确认课程信息 show it (designed, docs/api.md): the card, its one
 * state (1 草稿, 2 已上架, 3 已下架; written with POST lessonState like 课程管理), and its distribution terms with the spec's defaults (canDistribut 2, isDispense 1,
 * isExclusive 0).
 */
export const listingLessonSchema = z.extend(lessonCardSchema, {
  lessonState: lessonStateOr(2),
  canDistribut: numberOr(2),
  distributRate: numberOr(0),
  isDispense: z._default(flag, 1),
  isExclusive: z._default(flag, 0),
  isDisplaySingle: z._default(flag, 1),
  columnName: text,
});
export type ListingLesson = z.output<typeof listingLessonSchema>;
const listingPageSchema = pageOf(listingLessonSchema);

/** The lecturer's lessons, the ones not on sale first. */
export const getListingLessonsFx = createRequestFx<{ pageNo?: number; pageSize?: number }, typeof listingPageSchema>({
  path: '/api/ls/studio/listingLessons',
  schema: listingPageSchema,
});

export const getListingDetailFx = createRequestFx<{ lessonId: number }, typeof listingLessonSchema>({
  path: '/api/ls/studio/listingDetail',
  schema: listingLessonSchema,
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
