import * as z from 'zod/mini';
import { createRequestFx, numberOr, numeric, text } from '@/shared/api';

/**
 * Userinfo of spec §3 (`/api/user/getUserInfo`, spec §7 "returns code and data (user)"): id, city, country,
 * headimgurl, nickName, openId, province, sex, thirdAuthType, unionid, userName — all from the spec, none designed.
 * Only `id` is required (the viewer is someone); a missing nickName / openId / thirdAuthType means "not yet
 * authorised", which is what login decides on (spec §4).
 */
export const userinfoSchema = z.object({
  id: numeric,
  userName: text,
  nickName: text,
  headimgurl: text,
  openId: text,
  unionid: text,
  sex: numberOr(0),
  city: text,
  province: text,
  country: text,
  thirdAuthType: z._default(z.enum(['NONE', 'BASE', 'USERINFO']), 'NONE'),
});
export type Userinfo = z.output<typeof userinfoSchema>;

export const getUserInfoFx = createRequestFx<void, typeof userinfoSchema>({
  path: '/api/user/getUserInfo',
  schema: userinfoSchema,
});
