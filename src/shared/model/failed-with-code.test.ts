import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { createPageResource } from './create-page-resource';
import { failedWithCode } from './failed-with-code';

const itemFx = createEffect(async (_: { id: number }) => ({ name: '专题' }));

describe('failedWithCode', () => {
  it('is true for that business code only, while the failure is shown', async () => {
    const resource = createPageResource(itemFx);
    const $gone = failedWithCode(resource, 2);
    const answers: Array<() => Promise<{ name: string }>> = [
      () => Promise.reject(new ApiError('business', '/x', { code: 2 })),
      async () => ({ name: '专题' }),
      () => Promise.reject(new ApiError('business', '/x', { code: 3 })),
      () => Promise.reject(new ApiError('network', '/x')),
    ];
    const scope = fork({ handlers: [[resource.loadFx, () => (answers.shift() as () => Promise<{ name: string }>)()]] });
    await allSettled(resource.opened, { scope, params: { id: 1 } });
    expect(scope.getState($gone)).toBe(true);
    await allSettled(resource.retried, { scope });
    expect(scope.getState($gone)).toBe(false);
    await allSettled(resource.opened, { scope, params: { id: 2 } });
    expect(scope.getState($gone)).toBe(false);
    await allSettled(resource.retried, { scope });
    expect(scope.getState(resource.$status)).toBe('failed');
    expect(scope.getState($gone)).toBe(false);
  });
});
