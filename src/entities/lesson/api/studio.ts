import * as z from 'zod/mini';
import { createRequestFx, id } from '@/shared/api';
import type { LessonDraft } from '../model/lesson-draft';
import { lessonPageSchema, type PageParams } from './lesson-card';

/** The current lecturer's own lessons. */
export const getStudioLessonsFx = createRequestFx<PageParams, typeof lessonPageSchema>({
  path: '/api/ls/studio/lessonList',
  schema: lessonPageSchema,
});

export const savedLessonSchema = z.object({ lessonId: id });

/** Creates the lesson (no `lessonId`) or updates it; answers its id. */
export const saveLessonFx = createRequestFx<LessonDraft, typeof savedLessonSchema>({
  method: 'POST',
  path: '/api/ls/lesson/save',
  schema: savedLessonSchema,
});
