import * as z from 'zod/mini';
import { count, createRequestFx } from '@/shared/api';

export const smsCodeSchema = z.object({ expireSeconds: count });

/** Sends a verification code to `mobile`; answers how long it stays valid. */
export const sendSmsCodeFx = createRequestFx<{ mobile: string }, typeof smsCodeSchema>({
  method: 'POST',
  path: '/api/ls/studio/sendSmsCode',
  schema: smsCodeSchema,
});
