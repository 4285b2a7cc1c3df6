import { describe, expect, it } from '@rstest/core';
import { allSettled, fork, scopeBind } from 'effector';
import { readLocation } from '@/shared/routing';
import { $modal, confirmFx, openPageFx } from '@/shared/ui/modal';
import { locationChanged } from './location';
import './route-effects-later';

describe('route change: the page’s modals go with it', () => {
  it('cancels a sheet and a waiting question once another page is on the way', async () => {
    const scope = fork();
    await allSettled(locationChanged, { scope, params: readLocation('#/lesson/play/8', '?v=1') });
    const sheet = scopeBind(openPageFx, { scope })({ title: '选择优惠券', content: null });
    const question = scopeBind(confirmFx, { scope })({ message: '确定？' });
    await allSettled(locationChanged, { scope, params: readLocation('#/lesson/play/16', '?v=1') });
    await expect(sheet).resolves.toBeUndefined();
    await expect(question).resolves.toBe(false);
    expect(scope.getState($modal)).toBeNull();
  });

  it('keeps them while only the hash’s query changes', async () => {
    const scope = fork();
    await allSettled(locationChanged, { scope, params: readLocation('#/mine/wallet/detail', '?v=1') });
    scopeBind(openPageFx, { scope })({ title: '规则', content: null });
    // Not allSettled: it would wait for the open sheet's answer.
    scopeBind(locationChanged, { scope })(readLocation('#/mine/wallet/detail?tab=2', '?v=1'));
    expect(scope.getState($modal)?.kind).toBe('page');
    scopeBind(locationChanged, { scope })(readLocation('#/mine/wallet/index', '?v=1'));
    expect(scope.getState($modal)).toBeNull();
  });
});
