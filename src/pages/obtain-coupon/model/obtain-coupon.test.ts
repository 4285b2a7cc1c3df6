import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { CouponTemplate } from '@/entities/coupon';
import { ApiError } from '@/shared/api';
import { $claimState, claimClicked, claimFx, couponTemplate } from './obtain-coupon';

const obtainPageOpened = couponTemplate.opened;

const template: CouponTemplate = {
  couponId: 2,
  title: '专栏满 ¥49 减 ¥10',
  couponType: 1,
  amount: 1000,
  discount: 100,
  minSpend: 4900,
  goodsType: 2,
  startTime: 0,
  endTime: Date.now() + 86_400_000,
  remain: 10,
  claimed: 0,
};

const failing = (code: number) => async () => {
  throw new ApiError('business', '/api/coupon/saveCouponUser', { code });
};

function setup(found: CouponTemplate[], claim: () => Promise<unknown> = async () => ({})) {
  return fork({
    handlers: [
      [couponTemplate.loadFx, async () => found],
      [claimFx, claim],
    ] as never,
  });
}

describe('obtain-coupon model', () => {
  it('shows the template and claims it', async () => {
    const scope = setup([template]);
    await allSettled(obtainPageOpened, { scope, params: { couponId: 2 } });
    expect(scope.getState(couponTemplate.$status)).toBe('ready');
    expect(scope.getState(couponTemplate.$data)?.[0]?.title).toBe(template.title);
    expect(scope.getState($claimState)).toBe('open');
    await allSettled(claimClicked, { scope });
    expect(scope.getState($claimState)).toBe('claimed');
  });

  it.each([
    [2, 'already'],
    [3, 'expired'],
    [4, 'soldOut'],
    [5, 'notFound'],
  ])('turns code %i into %s', async (code, state) => {
    const scope = setup([template], failing(code));
    await allSettled(obtainPageOpened, { scope, params: { couponId: 2 } });
    await allSettled(claimClicked, { scope });
    expect(scope.getState($claimState)).toBe(state);
  });

  it('keeps the button after a network failure, and knows a claimed or claimed-out coupon up front', async () => {
    const offline = setup([template], async () => {
      throw new ApiError('network', '/api/coupon/saveCouponUser');
    });
    await allSettled(obtainPageOpened, { scope: offline, params: { couponId: 2 } });
    await allSettled(claimClicked, { scope: offline });
    expect(offline.getState($claimState)).toBe('open');
    const mine = setup([{ ...template, claimed: 1 }]);
    await allSettled(obtainPageOpened, { scope: mine, params: { couponId: 2 } });
    expect(mine.getState($claimState)).toBe('already');
    const gone = setup([{ ...template, remain: 0 }]);
    await allSettled(obtainPageOpened, { scope: gone, params: { couponId: 2 } });
    expect(gone.getState($claimState)).toBe('soldOut');
  });

  it('says not found when the coupon is not claimable, and fails to a retry', async () => {
    const scope = setup([]);
    await allSettled(obtainPageOpened, { scope, params: { couponId: 99 } });
    expect(scope.getState($claimState)).toBe('notFound');
    const broken = fork({ handlers: [[couponTemplate.loadFx, async () => Promise.reject(new Error('x'))]] as never });
    await allSettled(obtainPageOpened, { scope: broken, params: { couponId: 2 } });
    expect(broken.getState(couponTemplate.$status)).toBe('failed');
  });
});
