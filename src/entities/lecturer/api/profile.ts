import * as z from 'zod/mini';
import { createRequestFx, flag, numberOr, text } from '@/shared/api';

/** `realNameAuth`: -1 not submitted, 0 pending, 1 rejected, 2 verified (spec §3: default -1; 2 means verified). */
export type RealNameAuth = number;

/**
 * The viewer's personal-centre profile, `/api/userCenter/userInfo` (spec §7 "returns data (lecturer info)").
 * Spec §3 "Lecturer profile": accountMoney, cardCounts, collectCounts, isLecturer, nextStudioTime, userId, userImg,
 * userMobile, userNickName, watchCounts, realNameAuth. Gating (spec §5) reads `isLecturer` and `realNameAuth` only,
 * so `isLecturer` is the one required field. Designed here: `studioId` (0 when unknown or none).
 */
export const lecturerProfileSchema = z.object({
  userId: numberOr(0),
  userNickName: text,
  userImg: text,
  userMobile: text,
  accountMoney: numberOr(0),
  cardCounts: numberOr(0),
  collectCounts: numberOr(0),
  watchCounts: numberOr(0),
  isLecturer: flag,
  realNameAuth: numberOr(-1),
  // Read as a number, not through epochTime: no screen shows it, and the time reader would grow the first screen.
  nextStudioTime: numberOr(null),
  studioId: numberOr(0),
});
export type LecturerProfile = z.output<typeof lecturerProfileSchema>;

/** On a code other than 1 the page toasts the server's msg (spec §8): it is the failed effect's `error.message`. */
export const getLecturerProfileFx = createRequestFx<void, typeof lecturerProfileSchema>({
  path: '/api/userCenter/userInfo',
  schema: lecturerProfileSchema,
});
