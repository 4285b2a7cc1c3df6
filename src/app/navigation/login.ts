import { attach, createEffect, createStore, sample } from 'effector';
import { $session, type LoginKind } from '@/shared/api';
import { writeStorage } from '@/shared/lib/storage';
import { loginRequired, retryRequested } from './decision';
import { LOOP_STORAGE_KEY } from './login-loop-key';

/** Login redirects, and the screen 登录没有成功 when the loop guard (login-loop.ts) says login keeps failing. */

/** Redirects to a login endpoint, unless the loop guard refuses (its code loads on demand). */
export const loginRedirectFx = attach({
  source: $session,
  effect: async (session, kind: LoginKind) => {
    const { redirectToLogin } = await import('./login-redirect');
    redirectToLogin(kind, session);
  },
});
sample({ clock: loginRequired, fn: ({ decision }) => decision.login, target: loginRedirectFx });

export const $loginBlocked = createStore(false)
  .on(loginRedirectFx.fail, () => true)
  .reset(retryRequested);

const clearLoginAttemptsFx = createEffect(() => writeStorage('session', LOOP_STORAGE_KEY, null));
// 重新登录: the loop guard starts counting again. Nothing else clears it, not even a page entered after a login:
// the page's own call may still answer 1000 (a lesson whose findStudioRoomDetail keeps saying 1000 would send the
// learner round between login and the page if entering the page reset the count). Attempts older than the window
// drop out.
sample({ clock: retryRequested, target: clearLoginAttemptsFx });
