import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token, type LoginKind } from '@/shared/api';
import { $toast } from '@/shared/ui/toast';
import { appStarted } from '../model/app-started';
import '../model/app';
import { LOOP_STORAGE_KEY } from './login-loop';
import { $loginBlocked, $view, loginRedirectFx, retryRequested, watchLocationFx } from './model';
import { open, start } from './model.test-utils';

describe('login loop guard in the shell', () => {
  it('keeps counting when a page is entered after a login (its own call may still answer 1000)', async () => {
    const attempts = JSON.stringify([Date.now() - 1000]);
    sessionStorage.setItem(LOOP_STORAGE_KEY, attempts);
    const { scope } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/hot');
    expect(scope.getState($view)?.match.route.name).toBe('hot');
    expect(sessionStorage.getItem(LOOP_STORAGE_KEY)).toBe(attempts);
    sessionStorage.removeItem(LOOP_STORAGE_KEY);
  });

  it('stops redirecting after three attempts and offers a retry', async () => {
    const now = Date.now();
    sessionStorage.setItem(LOOP_STORAGE_KEY, JSON.stringify([now - 3000, now - 2000, now - 1000]));
    const scope = fork({ values: [[$token, null]], handlers: [[watchLocationFx, () => undefined]] });
    await allSettled(appStarted, { scope });
    await open(scope, '#/index/');
    expect(scope.getState($loginBlocked)).toBe(true);

    const logins: LoginKind[] = [];
    const retryScope = fork({
      values: [
        [$token, null],
        [$loginBlocked, true],
      ],
      handlers: [
        [watchLocationFx, () => undefined],
        [loginRedirectFx, (_: unknown, kind: LoginKind) => void logins.push(kind)],
      ],
    });
    await allSettled(appStarted, { scope: retryScope });
    await open(retryScope, '#/index/');
    await allSettled(retryRequested, { scope: retryScope });
    expect(retryScope.getState($loginBlocked)).toBe(false);
    expect(sessionStorage.getItem(LOOP_STORAGE_KEY)).toBeNull();
    expect(logins.at(-1)).toBe('profile');
  });
});

describe('route effects', () => {
  it('swaps the body class between routes', async () => {
    const { scope } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/index');
    await open(scope, '#/hot');
    expect(document.body.classList.contains('bg-gray')).toBe(false);
    expect(document.body.classList.contains('bg-plain')).toBe(true);
  });
});

describe('a refused wallet', () => {
  it('sends a learner from wallet cash back to 我的 with the server’s reason', async () => {
    const { scope, seen } = start('mock.1.test');
    await allSettled(appStarted, { scope });
    await open(scope, '#/mine/wallet/cash');
    expect(seen.navigations).toEqual(['/mine/index']);
    await open(scope, '#/mine/index');
    expect(scope.getState($toast)).toMatchObject({ message: '您还不是讲师', type: 'warning' });
  });
});
