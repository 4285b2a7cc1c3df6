import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { UserCoupon } from '@/entities/coupon';
import { $tab, mineCouponOpened, myCoupons, tabChosen } from './mine-coupon';

const coupon = (couponUserId: number, status: UserCoupon['status']): UserCoupon => ({
  couponUserId,
  couponId: couponUserId,
  title: `券${couponUserId}`,
  couponType: 1,
  amount: 500,
  discount: 100,
  minSpend: 0,
  goodsType: 0,
  startTime: 0,
  endTime: 1_800_000_000_000,
  status,
});

type Status = UserCoupon['status'];

/** A scope whose coupon list answers with `answer`, noting each tab asked for. */
function setup(answer: (status: Status) => UserCoupon[]) {
  const asked: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        myCoupons.loadFx,
        async (_: unknown, params: { status: Status }) => {
          asked.push(params);
          return answer(params.status);
        },
      ],
    ] as never,
  });
  return { scope, asked };
}

describe('mine-coupon model', () => {
  it('loads the usable coupons first and each tab by its status', async () => {
    const { scope, asked } = setup((status) => [coupon(status * 10, status)]);
    await allSettled(mineCouponOpened, { scope });
    expect(scope.getState($tab)).toBe(1);
    expect(scope.getState(myCoupons.$data)?.map((item) => item.couponUserId)).toEqual([10]);
    await allSettled(tabChosen, { scope, params: 2 });
    expect(scope.getState($tab)).toBe(2);
    expect(scope.getState(myCoupons.$data)?.[0]?.status).toBe(2);
    expect(asked).toEqual([{ status: 1 }, { status: 2 }]);
  });

  it('fails to a retry, which asks for the same tab again', async () => {
    const { scope, asked } = setup(() => {
      throw new Error('offline');
    });
    await allSettled(mineCouponOpened, { scope });
    await allSettled(tabChosen, { scope, params: 3 });
    expect(scope.getState(myCoupons.$status)).toBe('failed');
    await allSettled(myCoupons.retried, { scope });
    expect(asked).toEqual([{ status: 1 }, { status: 3 }, { status: 3 }]);
  });
});
