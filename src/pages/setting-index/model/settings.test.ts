import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { $token, tokenCleared } from '@/shared/api';
import { showToast } from '@/shared/ui/toast';
import { clearCacheClicked, clearCacheFx, confirmClearFx, confirmLogoutFx, goHomeFx, logoutClicked } from './settings';

function setup(confirmed: boolean) {
  const done: string[] = [];
  const scope = fork({
    values: [[$token, 'mock.1.test']],
    handlers: [
      [confirmLogoutFx, async () => confirmed],
      [confirmClearFx, async () => confirmed],
      [goHomeFx, () => done.push('home')],
      [
        clearCacheFx,
        async () => {
          done.push('cleared');
          return 3;
        },
      ],
    ],
  });
  createWatch({ unit: tokenCleared, scope, fn: () => done.push('token cleared') });
  const toasts: string[] = [];
  createWatch({ unit: showToast, scope, fn: ({ message }) => toasts.push(message) });
  return { scope, done, toasts };
}

describe('settings model', () => {
  it('logs out after a confirm: the token goes, then home', async () => {
    const { scope, done } = setup(true);
    await allSettled(logoutClicked, { scope });
    expect(done).toEqual(['token cleared', 'home']);
    expect(scope.getState($token)).toBeNull();
  });

  it('stays logged in when the confirm is cancelled', async () => {
    const { scope, done } = setup(false);
    await allSettled(logoutClicked, { scope });
    expect(done).toEqual([]);
    expect(scope.getState($token)).toBe('mock.1.test');
  });

  it('clears the cache only after a confirm, and says so', async () => {
    const cancelled = setup(false);
    await allSettled(clearCacheClicked, { scope: cancelled.scope });
    expect(cancelled.done).toEqual([]);
    const confirmed = setup(true);
    await allSettled(clearCacheClicked, { scope: confirmed.scope });
    expect(confirmed.done).toEqual(['cleared']);
    expect(confirmed.toasts).toEqual(['缓存已清除']);
    expect(confirmed.scope.getState($token)).toBe('mock.1.test');
  });
});
