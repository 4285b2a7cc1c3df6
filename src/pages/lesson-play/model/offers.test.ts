import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '@/shared/api';
import { shareFx } from '@/shared/wechat';
import { lessonCoupon, lessonOffers } from './commerce';
import { lessonPageOpened } from './lesson';

// Against the mock backend: lessons 12 and 13 cost ¥19.90; user 2 holds no coupon and may claim 新人专享 ¥10
// (coupon 1) and 单课 8.5 折 (coupon 3); the learner (user 1) holds both already.
function open(token: string, lessonId = 12) {
  const scope = fork({ values: [[$token, token]], handlers: [[shareFx, async () => {}]] as never });
  return allSettled(lessonPageOpened, { scope, params: { lessonId } }).then(() => scope);
}

describe('lesson offers', () => {
  it('offers 领券后 ¥9.90; claiming it puts the coupon on the buy button and offers the next best', async () => {
    const scope = await open('mock.2.test');
    expect(scope.getState(lessonOffers.$offer)?.price).toBe(990);
    expect(scope.getState(lessonCoupon.$coupons)).toEqual([]);
    await allSettled(lessonOffers.sheetOpened, { scope });
    await allSettled(lessonOffers.claimClicked, { scope, params: 1 });
    expect(scope.getState(lessonCoupon.$chosen)?.couponId).toBe(1);
    expect(scope.getState(lessonCoupon.$payPrice)).toBe(990);
    // 8.5 折 of ¥19.90, rounded down to whole fen.
    expect(scope.getState(lessonOffers.$offer)?.price).toBe(1691);
  });

  it('offers nothing to a viewer who already holds every coupon for the lesson', async () => {
    const scope = await open('mock.1.test', 13);
    expect(scope.getState(lessonOffers.$goods)).toEqual({ goodsType: 1, goodsId: 13 });
    expect(scope.getState(lessonOffers.$offer)).toBeNull();
  });
});
