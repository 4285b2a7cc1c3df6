import * as z from 'zod/mini';
import { createRequestFx, text } from '@/shared/api';

/**
 * The lecturer's own profile as 个人资料 shows it, read from `/api/userCenter/userInfo` (spec §3 Lecturer profile:
 * userNickName, userImg, userMobile). `intro` is designed (docs/api.md); without it the page says there is none.
 * A schema of its own so the start-up profile (read on the first screen) does not grow.
 */
export const personInfoSchema = z.object({
  userNickName: text,
  userImg: text,
  userMobile: text,
  intro: text,
});
export type PersonInfo = z.output<typeof personInfoSchema>;

export const getPersonInfoFx = createRequestFx<void, typeof personInfoSchema>({
  path: '/api/userCenter/userInfo',
  schema: personInfoSchema,
});
