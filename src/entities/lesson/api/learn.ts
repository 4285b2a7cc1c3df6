import * as z from 'zod/mini';
import { createRequestFx, epochTime, id, noData, numberOr, pageOf, text } from '@/shared/api';
import type { PageParams } from './lesson-card';

/**
 * A lesson of the study list, `/api/ls/lesson/learnLessonList` (spec §7 "params"; the answer is ours, docs/api.md).
 * Read leniently: only `lessonId` is required (the row opens the lesson). Without `learnTime` the list has no
 * 继续学习 entry, without `progress` a row shows no progress.
 */
export const learnLessonSchema = z.object({
  lessonId: id,
  lessonName: text,
  lessonCoverUrl: text,
  lecturerName: text,
  studioName: text,
  /** 1 audio, 2 video; 1 when missing. */
  lessonType: numberOr(1),
  /** Seconds; 0 when unknown. */
  lessonTimeTerm: numberOr(0),
  /** When the viewer last studied it; null for a lesson bought but not started (or not sent). */
  learnTime: epochTime,
  /** Percent, held within 0–100 (one odd value must not lose the whole list); null when not sent. */
  progress: z.pipe(
    numberOr(null),
    z.transform((value) => (value === null ? null : Math.min(100, Math.max(0, value)))),
  ),
});
export type LearnLesson = z.output<typeof learnLessonSchema>;

const learnPageSchema = pageOf(learnLessonSchema);
export const getLearnLessonsFx = createRequestFx<PageParams, typeof learnPageSchema>({
  path: '/api/ls/lesson/learnLessonList',
  schema: learnPageSchema,
});

/** Records that the viewer learnt the lesson (optionally how far, 0–100, and where playback stopped, in seconds). */
export const addRecentLearnFx = createRequestFx<
  { lessonId: number; progress?: number; position?: number },
  typeof noData
>({
  path: '/api/recentlearn/addRecentLearn',
  schema: noData,
});
