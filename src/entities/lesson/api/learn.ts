import * as z from 'zod/mini';
import { createRequestFx, epochMs, noData, pageOf } from '@/shared/api';
import { lessonCardSchema, type PageParams } from './lesson-card';

/** A lesson of the study list: when it was last learnt and how far (percent). */
export const learnLessonSchema = z.extend(lessonCardSchema, {
  learnTime: z.nullable(epochMs),
  progress: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
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
