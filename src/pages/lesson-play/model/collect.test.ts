import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { showToast } from '@/shared/ui/toast';
import { $collected, collectClicked, toggleLessonCollectFx } from './collect';
import { lessonPageOpened, loadLessonFx } from './lesson';
import { paidLesson } from './lesson.test-utils';

/**
 * The lesson page with a server whose toggle answers only when the test says (`answer()`), or refuses (`refuse()`):
 * taps can land while a toggle is on its way. The lesson starts uncollected.
 */
function setup() {
  let server = false;
  const waiting: Array<(refused: boolean) => void> = [];
  const scope = fork({
    handlers: [
      [loadLessonFx, async () => paidLesson],
      [
        toggleLessonCollectFx,
        () =>
          new Promise((resolve, reject) =>
            waiting.push((refused) => {
              if (refused) return reject(new ApiError('network', '/api/ls/lesson/collectToggle'));
              server = !server;
              resolve({ lessonId: paidLesson.lessonId, isCollected: server ? 1 : 0 });
            }),
          ),
      ],
    ] as never,
  });
  const toasts: string[] = [];
  createWatch({ unit: showToast, scope, fn: (toast) => toasts.push(toast.message) });
  const settle = async (refused: boolean) => {
    waiting.shift()?.(refused);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    scope,
    toasts,
    waitingCalls: () => waiting.length,
    server: () => server,
    tap: () => void allSettled(collectClicked, { scope }),
    answer: () => settle(false),
    refuse: () => settle(true),
    open: () => allSettled(lessonPageOpened, { scope, params: { lessonId: paidLesson.lessonId } }),
  };
}

describe('收藏 on the lesson page', () => {
  it('a second tap while the first is on its way shows at once, and is sent when the first is back', async () => {
    const page = setup();
    await page.open();
    page.tap();
    expect(page.scope.getState($collected)).toBe(true);
    page.tap();
    expect(page.scope.getState($collected)).toBe(false);
    expect(page.waitingCalls()).toBe(1);
    await page.answer();
    // The server has it collected; the learner wants it not: one more call.
    expect(page.scope.getState($collected)).toBe(false);
    expect(page.waitingCalls()).toBe(1);
    await page.answer();
    expect(page.server()).toBe(false);
    expect(page.scope.getState($collected)).toBe(false);
    expect(page.waitingCalls()).toBe(0);
    // One word for the two taps, once the server agrees.
    expect(page.toasts).toEqual(['已取消收藏']);
  });

  it('three quick taps end collected, in one call', async () => {
    const page = setup();
    await page.open();
    page.tap();
    page.tap();
    page.tap();
    expect(page.scope.getState($collected)).toBe(true);
    await page.answer();
    expect(page.waitingCalls()).toBe(0);
    expect(page.server()).toBe(true);
    expect(page.scope.getState($collected)).toBe(true);
    expect(page.toasts).toEqual(['已收藏']);
  });

  it('a refusal shows what the server has and drops the taps made meanwhile', async () => {
    const page = setup();
    await page.open();
    page.tap();
    page.tap();
    page.tap();
    await page.refuse();
    expect(page.waitingCalls()).toBe(0);
    expect(page.scope.getState($collected)).toBe(false);
    expect(page.toasts).toEqual(['网络连接失败，请检查网络后重试']);
  });
});
