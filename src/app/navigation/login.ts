import { attach, createEffect, createStore, sample } from 'effector';
import { $session, type LoginKind } from '@/shared/api';
import { writeStorage } from '@/shared/lib/storage';
import { loginRequired, retryRequested } from './decision';
import { LOOP_STORAGE_KEY } from './login-loop-key';
import { routeEntered } from './view';

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
// Retry: the loop guard starts counting again. The login worked (or was not needed): it starts from zero again.
sample({ clock: retryRequested, target: clearLoginAttemptsFx });
sample({
  clock: routeEntered,
  filter: (view) => (view.match.route.meta.auth ?? 'silent') !== 'none',
  target: clearLoginAttemptsFx,
});
