import * as z from 'zod/mini';
import { count, createRequestFx, epochMs, fen, flag, id } from '@/shared/api';

/** `realNameAuth`: -1 not submitted, 0 pending, 1 rejected, 2 verified. */
export const realNameAuthSchema = z.literal([-1, 0, 1, 2]);
export type RealNameAuth = z.output<typeof realNameAuthSchema>;

/** The viewer's personal-centre profile (`LecturerProfile`); lecturer gating reads `isLecturer` and `realNameAuth`. */
export const lecturerProfileSchema = z.object({
  userId: id,
  userNickName: z._default(z.string(), ''),
  userImg: z._default(z.string(), ''),
  userMobile: z._default(z.string(), ''),
  accountMoney: z._default(fen, 0),
  cardCounts: z._default(count, 0),
  collectCounts: z._default(count, 0),
  watchCounts: z._default(count, 0),
  isLecturer: flag,
  realNameAuth: z._default(realNameAuthSchema, -1),
  nextStudioTime: z._default(z.nullable(epochMs), null),
  /** 0 when the viewer has no live room. */
  studioId: z.number().check(z.int(), z.nonnegative()),
});
export type LecturerProfile = z.output<typeof lecturerProfileSchema>;

/** On a code other than 1 the page toasts the server's msg (spec §8): it is the failed effect's `error.message`. */
export const getLecturerProfileFx = createRequestFx<void, typeof lecturerProfileSchema>({
  path: '/api/userCenter/userInfo',
  schema: lecturerProfileSchema,
});
