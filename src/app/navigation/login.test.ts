import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { LoginKind } from '@/shared/api';
import { readLocation } from '@/shared/routing';
import { loginRequired, retryRequested } from './decision';
import { $loginBlocked, loginRedirectFx } from './login';
import { LOOP_STORAGE_KEY } from './login-loop-key';

const location = readLocation('#/index/', '');
const needsLogin = (login: LoginKind) => ({ id: 1, location, decision: { kind: 'login', login } as const });

describe('login (redirects and the loop guard)', () => {
  afterEach(() => sessionStorage.clear());

  it('redirects to the login the decision asks for', async () => {
    const logins: LoginKind[] = [];
    // An attached effect's handler receives its source first.
    const scope = fork({ handlers: [[loginRedirectFx, (_: unknown, kind: LoginKind) => void logins.push(kind)]] });
    await allSettled(loginRequired, { scope, params: needsLogin('base') });
    expect(logins).toEqual(['base']);
  });

  it('shows 登录没有成功 when the loop guard refuses, and starts counting again on retry', async () => {
    sessionStorage.setItem(LOOP_STORAGE_KEY, '[1]');
    const scope = fork({
      handlers: [
        [
          loginRedirectFx,
          () => {
            throw new Error('login keeps failing');
          },
        ],
      ],
    });
    await allSettled(loginRequired, { scope, params: needsLogin('profile') });
    expect(scope.getState($loginBlocked)).toBe(true);
    await allSettled(retryRequested, { scope });
    expect(scope.getState($loginBlocked)).toBe(false);
    expect(sessionStorage.getItem(LOOP_STORAGE_KEY)).toBeNull();
  });
});
