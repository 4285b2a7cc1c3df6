import * as z from 'zod/mini';
import { createRequestFx } from '@/shared/api';

/** Userinfo of spec §3; see docs/api.md. */
export const userinfoSchema = z.object({
  id: z.number().check(z.int(), z.nonnegative()),
  userName: z._default(z.string(), ''),
  nickName: z._default(z.string(), ''),
  headimgurl: z._default(z.string(), ''),
  openId: z._default(z.string(), ''),
  unionid: z._default(z.string(), ''),
  sex: z._default(z.number(), 0),
  city: z._default(z.string(), ''),
  province: z._default(z.string(), ''),
  country: z._default(z.string(), ''),
  thirdAuthType: z._default(z.enum(['NONE', 'BASE', 'USERINFO']), 'NONE'),
});
export type Userinfo = z.output<typeof userinfoSchema>;

export const getUserInfoFx = createRequestFx<void, typeof userinfoSchema>({
  path: '/api/user/getUserInfo',
  schema: userinfoSchema,
});
