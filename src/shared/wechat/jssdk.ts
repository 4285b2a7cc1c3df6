import * as z from 'zod/mini';
import { createRequestFx, flagOr, numeric } from '@/shared/api';

/**
 * GET /api/auth/jssdk answer: the signature for the page URL, passed on to wx.config. Spec §7: "data with debug,
 * appId, timestamp, nonceStr, signature" — all from the spec; wx.config cannot work without the last four, so they
 * are required (timestamp may be a string of digits); `debug` (0/1 or a boolean) is off when missing.
 */
export const jssdkConfigSchema = z.object({
  debug: flagOr(0),
  appId: z.string().check(z.minLength(1)),
  timestamp: numeric,
  nonceStr: z.string().check(z.minLength(1)),
  signature: z.string().check(z.minLength(1)),
});
export type JssdkConfig = z.output<typeof jssdkConfigSchema>;

/** Silent: a failed signature is reported as an SDK configuration error (spec §8), not as the busy toast. */
export const requestJssdkFx = createRequestFx<{ url: string }, typeof jssdkConfigSchema>({
  path: '/api/auth/jssdk',
  schema: jssdkConfigSchema,
  silent: true,
});
