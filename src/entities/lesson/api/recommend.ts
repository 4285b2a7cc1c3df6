import { createRequestFx } from '@/shared/api';
import { lessonPageSchema, type PageParams } from './lesson-card';

export const getRecommendLessonsFx = createRequestFx<PageParams, typeof lessonPageSchema>({
  path: '/api/mine/recommendList',
  schema: lessonPageSchema,
});
