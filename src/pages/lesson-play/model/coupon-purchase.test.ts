import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { getBestCouponFx, getCouponPriceFx, getUserCouponsFx, type UserCoupon } from '@/entities/coupon';
import { buyClicked, lessonCoupon, orderLessonFx } from './commerce';
import { lessonPageOpened, loadLessonFx } from './lesson';
import { paidLesson } from './lesson.test-utils';

const coupon: UserCoupon = {
  couponUserId: 3,
  couponId: 3,
  title: '单课 8.5 折券',
  couponType: 2,
  amount: 0,
  discount: 85,
  minSpend: 0,
  goodsType: 1,
  startTime: 0,
  endTime: 1_800_000_000_000,
  status: 1,
};

describe('lesson purchase with a coupon', () => {
  it('offers the best coupon for the lesson and passes it to the order', async () => {
    const orders: unknown[] = [];
    const asked: unknown[] = [];
    const scope = fork({
      handlers: [
        [loadLessonFx, async () => paidLesson],
        [
          getUserCouponsFx,
          async (_: unknown, spec: { params: unknown }) => {
            asked.push(spec.params);
            return [coupon];
          },
        ],
        [getBestCouponFx, async () => ({ pop: 1, coupon })],
        [
          getCouponPriceFx,
          async () => ({ originalPrice: paidLesson.price, couponPrice: 100, payPrice: paidLesson.price - 100 }),
        ],
        [
          orderLessonFx,
          async (_: unknown, goods: unknown) => {
            orders.push(goods);
            throw new Error('stop here');
          },
        ],
      ] as never,
    });
    await allSettled(lessonPageOpened, { scope, params: { lessonId: 12 } });
    expect(asked).toEqual([{ goodsType: 1, goodsId: 12 }]);
    expect(scope.getState(lessonCoupon.$payPrice)).toBe(paidLesson.price - 100);
    await allSettled(buyClicked, { scope });
    expect(orders).toEqual([{ lessonId: 12, couponUserId: 3 }]);
    await allSettled(lessonCoupon.couponChosen, { scope, params: null });
    await allSettled(buyClicked, { scope });
    expect(orders[1]).toEqual({ lessonId: 12 });
  });

  it('does not order while the price after the chosen coupon is still being asked', async () => {
    const orders: unknown[] = [];
    let answerPrice: (value: { originalPrice: number; couponPrice: number; payPrice: number }) => void = () => {};
    const scope = fork({
      handlers: [
        [loadLessonFx, async () => paidLesson],
        [getUserCouponsFx, async () => [coupon]],
        [getBestCouponFx, async () => ({ pop: 1, coupon })],
        [
          getCouponPriceFx,
          () =>
            new Promise((resolve) => {
              answerPrice = resolve;
            }),
        ],
        [
          orderLessonFx,
          async (_: unknown, goods: unknown) => {
            orders.push(goods);
            throw new Error('stop here');
          },
        ],
      ] as never,
    });
    const opened = allSettled(lessonPageOpened, { scope, params: { lessonId: 12 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState(lessonCoupon.$chosen)?.couponUserId).toBe(3);
    expect(scope.getState(lessonCoupon.$payPrice)).toBeNull();
    // allSettled also waits for the price call, so the tap is only looked at before the answer is let through.
    const tapped = allSettled(buyClicked, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(orders).toEqual([]);
    answerPrice({ originalPrice: paidLesson.price, couponPrice: 100, payPrice: paidLesson.price - 100 });
    await Promise.all([opened, tapped]);
    expect(orders).toEqual([]);
    await allSettled(buyClicked, { scope });
    expect(orders).toEqual([{ lessonId: 12, couponUserId: 3 }]);
  });
});
