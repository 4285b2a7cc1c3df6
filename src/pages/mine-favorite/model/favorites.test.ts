import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import type { LessonCard } from '@/entities/lesson';
import { showToast } from '@/shared/ui/toast';
import { $hidden, $pending, favoriteList, fetchFavoritesPageFx, uncollectClicked, uncollectFx } from './favorites';

const card = (lessonId: number) => ({ lessonId, lessonName: `课程${lessonId}` }) as LessonCard;

function setup(uncollect: (lessonId: number) => Promise<{ lessonId: number; isCollected: 0 | 1 }>) {
  const calls: number[] = [];
  const scope = fork({
    handlers: [
      [fetchFavoritesPageFx, async () => ({ items: [card(1), card(2), card(3)], hasMore: false })],
      [
        uncollectFx,
        (...args: unknown[]) => {
          // An attached effect's handler gets the mapped params last.
          const lessonId = (args.at(-1) as { lessonId: number }).lessonId ?? (args.at(-1) as number);
          calls.push(lessonId);
          return uncollect(lessonId);
        },
      ],
    ] as never,
  });
  const toasts: { message: string; type?: string }[] = [];
  createWatch({ unit: showToast, scope, fn: (toast) => toasts.push(toast) });
  return { scope, calls, toasts };
}

const open = (scope: ReturnType<typeof fork>) =>
  allSettled(favoriteList.opened, { scope, params: { params: undefined, returning: false } });

describe('favourites model', () => {
  it('takes a lesson off at once and keeps it off when the server uncollects it', async () => {
    let answer: (value: { lessonId: number; isCollected: 0 | 1 }) => void = () => {};
    const { scope, calls, toasts } = setup(() => new Promise((resolve) => (answer = resolve)));
    await open(scope);
    const settled = allSettled(uncollectClicked, { scope, params: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Optimistic: hidden before the server answers; a second tap while it is on its way sends nothing.
    expect(scope.getState($hidden)).toEqual([2]);
    expect(scope.getState($pending)).toEqual([2]);
    const again = allSettled(uncollectClicked, { scope, params: 2 });
    answer({ lessonId: 2, isCollected: 0 });
    await Promise.all([settled, again]);
    expect(calls).toEqual([2]);
    expect(scope.getState($hidden)).toEqual([2]);
    expect(scope.getState($pending)).toEqual([]);
    expect(toasts.at(-1)).toMatchObject({ message: '已取消收藏', type: 'success' });
  });

  it('puts the lesson back and says why when the server refuses', async () => {
    const { scope, toasts } = setup(async () => {
      throw Object.assign(new Error('网络连接失败'), { kind: 'network' });
    });
    await open(scope);
    await allSettled(uncollectClicked, { scope, params: 1 });
    expect(scope.getState($hidden)).toEqual([]);
    expect(scope.getState($pending)).toEqual([]);
    expect(toasts.at(-1)?.type).toBe('fail');
    expect(toasts.at(-1)?.message).toContain('取消收藏没有成功');
  });

  it('puts the lesson back when the toggle answers that it is collected', async () => {
    const { scope } = setup(async (lessonId) => ({ lessonId, isCollected: 1 }));
    await open(scope);
    await allSettled(uncollectClicked, { scope, params: 3 });
    expect(scope.getState($hidden)).toEqual([]);
  });

  it('forgets what it hid when the list starts afresh', async () => {
    const { scope } = setup(async (lessonId) => ({ lessonId, isCollected: 0 }));
    await open(scope);
    await allSettled(uncollectClicked, { scope, params: 1 });
    expect(scope.getState($hidden)).toEqual([1]);
    await allSettled(favoriteList.refreshed, { scope });
    expect(scope.getState($hidden)).toEqual([]);
  });
});
