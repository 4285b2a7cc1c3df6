import * as z from 'zod/mini';
import { createRequestFx, numeric } from '@/shared/api';

/**
 * How many new lessons wait in the study list (the red dot on the study tab). Spec §7: "code, data.badgeNum" — the
 * one field, from the spec and required (a number or a string of digits); nothing designed.
 */
export const studyBadgeSchema = z.object({ badgeNum: numeric });

export const getStudyBadgeFx = createRequestFx<void, typeof studyBadgeSchema>({
  path: '/api/study/badge',
  schema: studyBadgeSchema,
  // A background refresh on every tab change: a failure keeps the old dot and shows nothing.
  silent: true,
});
