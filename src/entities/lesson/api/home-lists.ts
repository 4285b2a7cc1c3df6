import * as z from 'zod/mini';
import { createRequestFx, epochMs, pageOf } from '@/shared/api';
import { lessonCardSchema, lessonPageSchema, type PageParams } from './lesson-card';

/** A limited-time deal: `price` is the bargain price, `originalPrice` the normal one. */
export const bargainLessonSchema = z.extend(lessonCardSchema, { bargainEndTime: epochMs });
export type BargainLesson = z.output<typeof bargainLessonSchema>;

export const getNewestLessonsFx = createRequestFx<PageParams, typeof lessonPageSchema>({
  path: '/api/newhome/newestLessonList',
  schema: lessonPageSchema,
});

export const getGroupLessonsFx = createRequestFx<PageParams & { groupId: number }, typeof lessonPageSchema>({
  path: '/api/newhome/lessonListByGroupId',
  schema: lessonPageSchema,
});

const bargainPageSchema = pageOf(bargainLessonSchema);
export const getBargainLessonsFx = createRequestFx<PageParams, typeof bargainPageSchema>({
  path: '/api/newhome/limitedTimeBargain',
  schema: bargainPageSchema,
});

export const getFreeLessonsFx = createRequestFx<PageParams, typeof lessonPageSchema>({
  path: '/api/newhome/freeLessonList',
  schema: lessonPageSchema,
});

/** Lessons under ¥20 (0 < price < 2000 fen). */
export const getCheapLessonsFx = createRequestFx<PageParams, typeof lessonPageSchema>({
  path: '/api/newhome/priceLowerTwentyList',
  schema: lessonPageSchema,
});
