import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { LessonCard } from '@/entities/lesson';
import { $token, ApiError, tokenCleared, tokenReceived } from '@/shared/api';
import { $recommend, loadProfileFx, mineOpened, recommendations } from './mine-index';

const lessons = [{ lessonId: 1 }, { lessonId: 2 }] as LessonCard[];
const page = (list: LessonCard[]) => ({ list, pageNo: 1, pageSize: 4, total: list.length });

describe('我的: recommendations as warm data', () => {
  it('keeps the last recommendations on screen while they are asked again, and when that fails', async () => {
    let fail = false;
    let calls = 0;
    const scope = fork({
      values: [[$token, 'mock.1.a']],
      handlers: [
        [loadProfileFx, async () => null],
        [
          recommendations.loadFx,
          async () => {
            calls += 1;
            if (fail) throw new ApiError('network', '/api/mine/recommendList');
            return page(lessons);
          },
        ],
      ] as never,
    });
    const first = allSettled(mineOpened, { scope });
    expect(scope.getState(recommendations.$status)).toBe('loading');
    await first;
    expect(scope.getState(recommendations.$status)).toBe('ready');

    fail = true;
    const second = allSettled(mineOpened, { scope });
    expect(scope.getState(recommendations.$status)).toBe('ready');
    expect(scope.getState($recommend)).toEqual(lessons);
    await second;
    expect(scope.getState(recommendations.$status)).toBe('ready');
    expect(scope.getState($recommend)).toEqual(lessons);
    expect(calls).toBe(2);
  });

  it('never shows them to the next viewer (logout, session expired): another token opens on the skeleton', async () => {
    const scope = fork({
      values: [[$token, 'mock.1.a']],
      handlers: [
        [loadProfileFx, async () => null],
        [recommendations.loadFx, async () => page(lessons)],
      ] as never,
    });
    await allSettled(mineOpened, { scope });
    await allSettled(tokenCleared, { scope });
    await allSettled(tokenReceived, { scope, params: 'mock.2.b' });
    const next = allSettled(mineOpened, { scope });
    expect(scope.getState(recommendations.$status)).toBe('loading');
    expect(scope.getState($recommend)).toEqual([]);
    await next;
    expect(scope.getState(recommendations.$status)).toBe('ready');
  });
});
