import { createRequestFx } from '@/shared/api';
import { lessonPageSchema, type PageParams } from './lesson-card';

/** The viewer's collected lessons, newest first (designed: the spec has only collectToggle; docs/api.md). */
export const getCollectedLessonsFx = createRequestFx<PageParams, typeof lessonPageSchema>({
  path: '/api/mine/collectList',
  schema: lessonPageSchema,
});
