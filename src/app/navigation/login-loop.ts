/**
 * Loop guard for login redirects: if login keeps failing (the server keeps answering 1000, or comes back without
 * the profile the page needs), at most MAX_REDIRECTS within WINDOW_MS, then an error screen with a retry button —
 * never an endless redirect loop. The attempts live in sessionStorage because every redirect is a new page load.
 */
export const MAX_REDIRECTS = 3;
export const WINDOW_MS = 2 * 60 * 1000;
export { LOOP_STORAGE_KEY } from './login-loop-key';

export function parseAttempts(raw: string | null): number[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

/** Whether another redirect may happen now, and the attempts to store if it does. */
export function planRedirect(attempts: readonly number[], now: number): { allowed: boolean; attempts: number[] } {
  const recent = attempts.filter((time) => now - time < WINDOW_MS && time <= now);
  if (recent.length >= MAX_REDIRECTS) return { allowed: false, attempts: recent };
  return { allowed: true, attempts: [...recent, now] };
}
