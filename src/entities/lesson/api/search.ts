import { createRequestFx } from '@/shared/api';
import { lessonPageSchema, type PageParams } from './lesson-card';

/** Lessons whose name, summary or lecturer matches `keywords`. */
export const searchLessonsFx = createRequestFx<PageParams & { keywords: string }, typeof lessonPageSchema>({
  method: 'POST',
  path: '/api/ls/keywords/findByKeywords',
  schema: lessonPageSchema,
});
