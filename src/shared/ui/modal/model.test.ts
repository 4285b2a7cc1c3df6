import { describe, expect, it } from '@rstest/core';
import { allSettled, fork, scopeBind } from 'effector';
import { $toast } from '@/shared/ui/toast';
import { $modal, confirmFx, modalLoadFailed, modalsDismissed, openPageFx, promptFx } from './model';

describe('modal model', () => {
  it('cancels the modal and says so when the dialog cannot load', async () => {
    const scope = fork();
    const answer = scopeBind(confirmFx, { scope })({ message: '确定？' });
    const id = scope.getState($modal)?.id ?? 0;
    await allSettled(modalLoadFailed, { scope, params: id });
    await expect(answer).resolves.toBe(false);
    expect(scope.getState($modal)).toBeNull();
    expect(scope.getState($toast)).toMatchObject({ message: '网络不给力，请稍后再试', type: 'fail' });
  });

  it('resolves a prompt cancelled this way with null', async () => {
    const scope = fork();
    const answer = scopeBind(promptFx, { scope })({ message: '昵称' });
    await allSettled(modalLoadFailed, { scope, params: scope.getState($modal)?.id ?? 0 });
    await expect(answer).resolves.toBeNull();
  });

  it('answers every modal, shown and waiting, as cancelled when dismissed', async () => {
    const scope = fork();
    const sheet = scopeBind(openPageFx, { scope })({ title: '选择优惠券', content: null });
    const question = scopeBind(confirmFx, { scope })({ message: '确定？' });
    await allSettled(modalsDismissed, { scope });
    await expect(sheet).resolves.toBeUndefined();
    await expect(question).resolves.toBe(false);
    expect(scope.getState($modal)).toBeNull();
  });
});
