import * as z from 'zod/mini';
import { count, createRequestFx } from '@/shared/api';

/** How many new lessons wait in the study list (the red dot on the study tab). */
export const studyBadgeSchema = z.object({ badgeNum: count });

export const getStudyBadgeFx = createRequestFx<void, typeof studyBadgeSchema>({
  path: '/api/study/badge',
  schema: studyBadgeSchema,
  // A background refresh on every tab change: a failure keeps the old dot and shows nothing.
  silent: true,
});
