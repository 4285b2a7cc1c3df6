import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token, ApiError } from '@/shared/api';
import { payFx, shareFx } from '@/shared/wechat';
import { orderToPay, payingPurchase } from '../../../../tests/purchase.test-utils';
import { $collected, collectClicked, toggleLessonCollectFx } from './collect';
import { buyClicked, checkLessonBoughtFx, lessonPurchase, orderLessonFx } from './commerce';
import { $lesson, $loadState, lessonPageOpened, loadLessonFx, shareLessonFx } from './lesson';
import { paidLesson } from './lesson.test-utils';

function setup(handlers: Array<[unknown, unknown]> = []) {
  const loads: number[] = [];
  const shares: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        loadLessonFx,
        // Attached effects' handlers get (source, params).
        async (_: unknown, { lessonId }: { lessonId: number }) => {
          loads.push(lessonId);
          return paidLesson;
        },
      ],
      [shareFx, async (_env: unknown, card: unknown) => void shares.push(card)],
      ...handlers,
    ] as never,
  });
  return { scope, loads, shares };
}

const open = (scope: ReturnType<typeof fork>) => allSettled(lessonPageOpened, { scope, params: { lessonId: 12 } });

describe('lesson-play model', () => {
  it('loads the lesson and sets its share card', async () => {
    const { scope } = setup([[shareLessonFx, async () => {}]]);
    await open(scope);
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($lesson)?.lessonName).toBe(paidLesson.lessonName);
    expect(scope.getState($collected)).toBe(false);
  });

  it('the share card links to this page with the sharer and no token', async () => {
    const { scope, shares } = setup();
    await open(scope);
    const card = shares[0] as { title: string; link: string };
    expect(card.title).toBe(paidLesson.lessonName);
    expect(card.link).toContain('#/lesson/play/12');
    expect(card.link).not.toContain('token');
  });

  it('is not found for code 2, and failed (retry) for other errors', async () => {
    const notFound = setup([[loadLessonFx, async () => Promise.reject(new ApiError('business', '/x', { code: 2 }))]]);
    await open(notFound.scope);
    expect(notFound.scope.getState($loadState)).toBe('notFound');
    const failed = setup([[loadLessonFx, async () => Promise.reject(new ApiError('network', '/x'))]]);
    await open(failed.scope);
    expect(failed.scope.getState($loadState)).toBe('failed');
  });

  it('collect flips at once and keeps the server answer', async () => {
    let seen: boolean | null = null;
    const { scope } = setup([
      [
        toggleLessonCollectFx,
        async () => {
          seen = scope.getState($collected);
          return { lessonId: 12, isCollected: 1 };
        },
      ],
    ]);
    await open(scope);
    await allSettled(collectClicked, { scope });
    expect(seen).toBe(true);
    expect(scope.getState($collected)).toBe(true);
  });

  it('collect shows the lesson’s own state, however long before the action bar’s code its answer came', async () => {
    // The lesson is in the store before anything of collect ran: the action bar (and this model) load after the
    // page's first frame.
    const scope = fork({
      values: [[$lesson, { ...paidLesson, isCollected: 1 }]],
      handlers: [[toggleLessonCollectFx, async () => ({ lessonId: 12, isCollected: 0 })]],
    });
    expect(scope.getState($collected)).toBe(true);
    await allSettled(collectClicked, { scope });
    expect(scope.getState($collected)).toBe(false);
  });

  it('orders through calls loaded on the first 购买, in the page’s scope: with the viewer’s token', async () => {
    // No handler replaced: the real order call against the mock backend, which refuses a viewer without a token.
    const scope = fork({ values: [[$token, 'mock.2.test']] });
    const order = await allSettled(orderLessonFx, { scope, params: { lessonId: 12 } });
    expect(order.status).toBe('done');
    expect(order.value).toMatchObject({ goodsType: 1, goodsId: 12, needPay: 1 });
  });

  it('two taps while the order calls load make one order and one pay sheet', async () => {
    const sheets: unknown[] = [];
    const scope = fork({
      values: [[$token, 'mock.2.test']],
      handlers: [
        [shareFx, async () => {}],
        [
          payFx,
          async (...args: unknown[]) => {
            sheets.push(args);
            return 'cancelled';
          },
        ],
      ] as never,
    });
    await open(scope);
    const taps = [allSettled(buyClicked, { scope }), allSettled(buyClicked, { scope })];
    expect(scope.getState(lessonPurchase.$status)).toBe('ordering');
    await Promise.all(taps);
    expect(sheets).toHaveLength(1);
    expect(scope.getState(lessonPurchase.$status)).toBe('cancelled');
  });

  it('collect rolls back when the server refuses', async () => {
    let seen: boolean | null = null;
    const { scope } = setup([
      [
        toggleLessonCollectFx,
        async () => {
          seen = scope.getState($collected);
          throw new ApiError('network', '/api/ls/lesson/collectToggle');
        },
      ],
    ]);
    await open(scope);
    await allSettled(collectClicked, { scope });
    expect(seen).toBe(true);
    expect(scope.getState($collected)).toBe(false);
  });

  it('buying orders the lesson, pays, confirms and reloads the page as bought', async () => {
    const purchase = payingPurchase(
      { orderFx: orderLessonFx, checkBoughtFx: checkLessonBoughtFx, waitFx: lessonPurchase.waitFx },
      orderToPay(1, 12, 1990),
    );
    const { scope, loads } = setup([
      ...purchase.handlers,
      [
        loadLessonFx,
        // Attached effects' handlers get (source, params).
        async (_: unknown, { lessonId }: { lessonId: number }) => {
          loads.push(lessonId);
          return { ...paidLesson, isBought: purchase.bought() ? 1 : 0 };
        },
      ],
    ]);
    await open(scope);
    await allSettled(buyClicked, { scope });
    expect(purchase.orders).toEqual([{ lessonId: 12 }]);
    expect(scope.getState(lessonPurchase.$status)).toBe('paid');
    expect(loads).toEqual([12, 12]);
    expect(scope.getState($lesson)?.isBought).toBe(1);
  });
});
