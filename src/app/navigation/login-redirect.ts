import { buildLoginUrl, type LoginKind, type Session } from '@/shared/api';
import { readStorage, writeStorage } from '@/shared/lib/storage';
import { LOOP_STORAGE_KEY, parseAttempts, planRedirect } from './login-loop';

/** Leaves for the login endpoint; throws instead when the loop guard says login keeps failing. */
export function redirectToLogin(kind: LoginKind, session: Session): void {
  const plan = planRedirect(parseAttempts(readStorage('session', LOOP_STORAGE_KEY)), Date.now());
  writeStorage('session', LOOP_STORAGE_KEY, JSON.stringify(plan.attempts));
  if (!plan.allowed) throw new Error('login keeps failing');
  window.location.assign(buildLoginUrl(kind, window.location.href, session));
}
