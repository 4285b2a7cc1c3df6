import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $toast, clearToast, showToast, toastExpired, toastFadedOut } from './model';

describe('toast model', () => {
  it('defaults to a loading toast in the middle shown for 2 s', async () => {
    const scope = fork();
    await allSettled(showToast, { scope, params: { message: '加载中' } });
    expect(scope.getState($toast)).toMatchObject({
      message: '加载中',
      type: 'loading',
      duration: 2000,
      position: 'middle',
      closing: false,
    });
  });

  it('goes shown → closing → removed, and ignores reports about a toast already replaced', async () => {
    const scope = fork();
    await allSettled(showToast, { scope, params: { message: '旧的', type: 'success' } });
    const oldId = scope.getState($toast)?.id ?? 0;
    await allSettled(showToast, { scope, params: { message: '新的', type: 'fail', position: 'top', duration: 500 } });
    await allSettled(toastExpired, { scope, params: oldId });
    expect(scope.getState($toast)).toMatchObject({ message: '新的', closing: false, position: 'top', duration: 500 });

    const id = scope.getState($toast)?.id ?? 0;
    await allSettled(toastExpired, { scope, params: id });
    expect(scope.getState($toast)).toMatchObject({ message: '新的', closing: true });
    await allSettled(toastFadedOut, { scope, params: id });
    expect(scope.getState($toast)).toBeNull();
  });

  it('clears at once', async () => {
    const scope = fork();
    await allSettled(showToast, { scope, params: { message: '稍等' } });
    await allSettled(clearToast, { scope });
    expect(scope.getState($toast)).toBeNull();
  });
});
