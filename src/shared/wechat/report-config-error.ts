import { isApiError } from '@/shared/api';
import { messages } from './constants';
import type { WechatEnv } from './environment';

/** Query values that must never reach a log or an alert, even inside an SDK message. */
const SECRET_PARAM = /\b(token|signature)=[^&#\s]*/gi;

function describe(reason: unknown): string {
  // ApiError.path is the API path only, never the query string with the token.
  if (isApiError(reason)) return `${reason.kind} ${reason.path} ${reason.detail || reason.message}`.trim();
  if (reason instanceof Error) return reason.message;
  return String(reason);
}

/**
 * Spec §8 "SDK configuration error": logged, alerted in debug builds; the caller rejects with the returned error.
 * Never logs a URL or the token.
 */
export function reportConfigError(reason: unknown, env: Pick<WechatEnv, 'debug' | 'alert'>): Error {
  const detail = describe(reason).replace(SECRET_PARAM, '$1=***');
  console.error('[wechat] JS-SDK configuration failed:', detail);
  if (env.debug) env.alert(`${messages.configFailed}：${detail}`);
  return new Error(messages.configFailed, { cause: reason });
}
