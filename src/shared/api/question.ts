import { wxAppId } from '@/shared/config';
import { encodeForm, type FormFields } from './form';

/**
 * What makes two calls the same question: the path and the fields sent, the session's included. Free of the API
 * layer's state (no effector, no zod), so the page's inline early script (src/app/early) builds its questions with
 * this same code and the app's calls find the answers it asked for.
 */

/** The channel of a session whose landing link named none (spec §7). */
export const DEFAULT_CHANNEL = '1';

/** How long a call may take before it is abandoned as timed out (request.ts's `$requestTimings`). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** An answer as the request layer reads it: the HTTP status and the body (text). */
export type EarlyAnswer = { status: number; data: unknown };

declare global {
  interface Window {
    /**
     * Answers the page's inline early script asked before the app's code ran (src/app/early), by question; null for
     * a call that failed. request.ts takes each once.
     */
    __wktEarly?: Map<string, Promise<EarlyAnswer | null>>;
  }
}

/** The session's part of every call (spec §7); the Session store's shape, structurally. */
export type SessionParams = { token: string | null; channel: string; shareSource: string };

/** Parameters every request carries (spec §7). */
export function commonParams(session: SessionParams): Record<string, string> {
  return {
    appId: wxAppId,
    s: session.shareSource,
    token: session.token ?? '',
    channelId: session.channel,
    channel_id: session.channel,
    platformType: '1',
  };
}

/** The fields one call sends: its own, then the session's. */
export const callFields = (params: FormFields | undefined, session: SessionParams): FormFields => ({
  ...params,
  ...commonParams(session),
});

/** The same path and fields (the session's included) are the same question, with the same answer. */
export const questionOf = (path: string, fields: FormFields): string => `${path}?${encodeForm(fields)}`;
