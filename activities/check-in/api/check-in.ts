import * as z from 'zod/mini';
import { count, createRequestFx, fen, flag, id } from '@/shared/api';

// Only the zod features listed in activities/README.md: every feature used anywhere lands in the home screen's bundle.
const couponSchema = z.object({ couponUserId: id, title: z.string(), amount: fen, minSpend: fen });

/** GET /api/active/check-in/info (README.md): the viewer's days so far, today's state and the prize once won. */
export const progressSchema = z.object({
  days: count,
  goal: count,
  checkedToday: flag,
  coupon: z.nullable(couponSchema),
  rule: z.string(),
});
export type Progress = z.output<typeof progressSchema>;

/** Business code of a second check-in on the same day. */
export const ALREADY_CHECKED_IN_CODE = 2;

export const getProgressFx = createRequestFx<void, typeof progressSchema>({
  path: '/api/active/check-in/info',
  schema: progressSchema,
});

/** POST /api/active/check-in/sign: today's check-in; answers the progress after it. */
export const checkInFx = createRequestFx<void, typeof progressSchema>({
  method: 'POST',
  path: '/api/active/check-in/sign',
  schema: progressSchema,
});
