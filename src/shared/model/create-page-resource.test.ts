import { describe, expect, it } from '@rstest/core';
import { allSettled, createEffect, fork } from 'effector';
import { createPageResource } from './create-page-resource';

type Params = { id: number };
const itemFx = createEffect(async ({ id }: Params) => ({ id, name: `第${id}项` }));

describe('createPageResource', () => {
  it('shows loading, then the data; a failure says why and 重试 loads the same params again', async () => {
    const resource = createPageResource(itemFx);
    let fail = true;
    const asked: Params[] = [];
    const scope = fork({
      handlers: [
        [
          resource.loadFx,
          async (_: unknown, params: Params) => {
            asked.push(params);
            if (fail) throw new Error('offline');
            return { id: params.id, name: 'ok' };
          },
        ],
      ],
    });
    const opening = allSettled(resource.opened, { scope, params: { id: 3 } });
    expect(scope.getState(resource.$status)).toBe('loading');
    await opening;
    expect(scope.getState(resource.$status)).toBe('failed');
    expect((scope.getState(resource.$error) as Error).message).toBe('offline');
    fail = false;
    await allSettled(resource.retried, { scope });
    expect(scope.getState(resource.$status)).toBe('ready');
    expect(scope.getState(resource.$error)).toBe(null);
    expect(scope.getState(resource.$data)).toEqual({ id: 3, name: 'ok' });
    expect(asked).toEqual([{ id: 3 }, { id: 3 }]);
  });

  it('drops an answer for params no longer shown', async () => {
    const resource = createPageResource(itemFx);
    const slow: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          resource.loadFx,
          (_: unknown, { id }: Params) =>
            new Promise((resolve) => {
              const answer = () => resolve({ id, name: `第${id}项` });
              if (id === 1) slow.push(answer);
              else answer();
            }),
        ],
      ],
    });
    const first = allSettled(resource.opened, { scope, params: { id: 1 } });
    const second = allSettled(resource.opened, { scope, params: { id: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState(resource.$data)).toEqual({ id: 2, name: '第2项' });
    for (const answer of slow) answer();
    await Promise.all([first, second]);
    expect(scope.getState(resource.$data)).toEqual({ id: 2, name: '第2项' });
  });

  it('opening anew shows the skeleton; with keepOnReturn the same params keep the page and refresh it', async () => {
    const plain = createPageResource(itemFx);
    const kept = createPageResource(itemFx, { keepOnReturn: true });
    const scope = fork();
    for (const resource of [plain, kept]) await allSettled(resource.opened, { scope, params: { id: 1 } });
    const plainAgain = allSettled(plain.opened, { scope, params: { id: 1 } });
    const keptAgain = allSettled(kept.opened, { scope, params: { id: 1 } });
    expect(scope.getState(plain.$status)).toBe('loading');
    expect(scope.getState(plain.$data)).toBe(null);
    expect(scope.getState(kept.$status)).toBe('ready');
    expect(scope.getState(kept.$data)).toEqual({ id: 1, name: '第1项' });
    await Promise.all([plainAgain, keptAgain]);
    const other = allSettled(kept.opened, { scope, params: { id: 2 } });
    expect(scope.getState(kept.$status)).toBe('loading');
    await other;
    expect(scope.getState(kept.$data)).toEqual({ id: 2, name: '第2项' });
  });

  it('a failed background refresh leaves the page as it was', async () => {
    const resource = createPageResource(itemFx);
    let fail = false;
    const scope = fork({
      handlers: [
        [
          resource.loadFx,
          async (_: unknown, { id }: Params) => {
            if (fail) throw new Error('offline');
            return { id, name: 'ok' };
          },
        ],
      ],
    });
    await allSettled(resource.opened, { scope, params: { id: 5 } });
    fail = true;
    await allSettled(resource.refreshed, { scope });
    expect(scope.getState(resource.$status)).toBe('ready');
    expect(scope.getState(resource.$data)).toEqual({ id: 5, name: 'ok' });
  });

  it('does not load before the page opened', async () => {
    const resource = createPageResource(itemFx);
    let calls = 0;
    const scope = fork({ handlers: [[resource.loadFx, async () => (calls += 1)]] });
    await allSettled(resource.retried, { scope });
    await allSettled(resource.refreshed, { scope });
    expect(calls).toBe(0);
  });
});
