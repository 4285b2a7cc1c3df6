import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import {
  claimCouponFx,
  getClaimableCouponsFx,
  getSpecialPriceFx,
  type SpecialPrice,
  type UserCoupon,
} from '@/entities/coupon';
import { ApiError } from '@/shared/api';
import { $toast } from '@/shared/ui/toast';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { createCouponOffers } from './create-coupon-offers';
import { offerOf } from './fixture.test-utils';

const offers = createCouponOffers();
const pkg = { goodsType: 3 as const, goodsId: 6 };
const special: SpecialPrice = { hasSpecial: 1, specialPrice: 8400, originalPrice: 9900, endTime: 1_800_000_000_000 };
const none: SpecialPrice = { hasSpecial: 0, specialPrice: 9900, originalPrice: 9900, endTime: null };

type Options = {
  special?: () => SpecialPrice;
  claim?: (couponId: number) => Promise<UserCoupon>;
};

function setup(options: Options = {}) {
  const calls = { special: 0, lists: 0, claims: [] as number[], claimed: [] as UserCoupon[] };
  const scope = fork({
    handlers: [
      [
        getSpecialPriceFx,
        answering(() => {
          calls.special += 1;
          return (options.special ?? (() => special))();
        }),
      ],
      [
        getClaimableCouponsFx,
        answering(async () => {
          calls.lists += 1;
          return [offerOf(4), offerOf(1, { claimed: 1 }), offerOf(5, { remain: 0 })];
        }),
      ],
      [
        claimCouponFx,
        answering(({ couponId }: { couponId: number }) => {
          calls.claims.push(couponId);
          if (options.claim) return options.claim(couponId);
          return Promise.resolve({ ...offerOf(couponId), couponUserId: 90, status: 1 as const });
        }),
      ],
    ],
  });
  createWatch({ unit: offers.claimed, scope, fn: (coupon) => calls.claimed.push(coupon) });
  return { scope, calls };
}

async function openSheet(scope: ReturnType<typeof fork>) {
  await allSettled(offers.goodsOpened, { scope, params: pkg });
  await allSettled(offers.sheetOpened, { scope });
}

const refusal = (code: number, message: string) =>
  Promise.reject(new ApiError('business', '/api/coupon/saveCouponUser', { code, message }));

describe('coupon offers', () => {
  it('shows the price after claiming only when there is a special', async () => {
    const offered = setup();
    await allSettled(offers.goodsOpened, { scope: offered.scope, params: pkg });
    expect(offered.scope.getState(offers.$offer)).toEqual({ price: 8400, endTime: special.endTime });
    const plain = setup({ special: () => none });
    await allSettled(offers.goodsOpened, { scope: plain.scope, params: pkg });
    expect(plain.scope.getState(offers.$offer)).toBeNull();
  });

  it('is silent when the special price cannot be had', async () => {
    const { scope } = setup({
      special: () => {
        throw new ApiError('network', '/api/coupon/calcCouponSpecial');
      },
    });
    await allSettled(offers.goodsOpened, { scope, params: pkg });
    expect(scope.getState(offers.$offer)).toBeNull();
    expect(scope.getState($toast)).toBeNull();
  });

  it('lists the claimable coupons once the sheet opens', async () => {
    const { scope, calls } = setup();
    await allSettled(offers.goodsOpened, { scope, params: pkg });
    expect(calls.lists).toBe(0);
    await allSettled(offers.sheetOpened, { scope });
    expect(calls.lists).toBe(1);
    expect(scope.getState(offers.sheet.$status)).toBe('ready');
    expect(scope.getState(offers.$offers)?.map((offer) => offer.couponId)).toEqual([4, 1, 5]);
  });

  it('a reopened sheet keeps its cards while they are asked again; goods opened anew start from the skeleton', async () => {
    const { scope, calls } = setup();
    await openSheet(scope);
    await allSettled(offers.claimClicked, { scope, params: 4 });
    const again = allSettled(offers.sheetOpened, { scope });
    expect(scope.getState(offers.sheet.$status)).toBe('ready');
    expect(scope.getState(offers.$offers)?.[0]).toMatchObject({ couponId: 4, claimed: 1 });
    await again;
    expect(calls.lists).toBe(2);
    await allSettled(offers.goodsOpened, { scope, params: pkg });
    const anew = allSettled(offers.sheetOpened, { scope });
    expect(scope.getState(offers.sheet.$status)).toBe('loading');
    expect(scope.getState(offers.$offers)).toBeNull();
    await anew;
  });

  it('claims: 领取成功, the card turns 已领取, the owner hears of it and the strip is asked again', async () => {
    let held = false;
    const { scope, calls } = setup({ special: () => (held ? none : special) });
    await openSheet(scope);
    const claim = allSettled(offers.claimClicked, { scope, params: 4 });
    expect(scope.getState(offers.$claimingId)).toBe(4);
    held = true;
    await claim;
    expect(calls.claims).toEqual([4]);
    expect(scope.getState(offers.$offers)?.[0]).toMatchObject({ couponId: 4, claimed: 1, remain: 9 });
    expect(scope.getState($toast)).toMatchObject({ message: '领取成功', type: 'success' });
    expect(calls.claimed.map((coupon) => coupon.couponUserId)).toEqual([90]);
    expect(calls.special).toBe(2);
    expect(scope.getState(offers.$offer)).toBeNull();
    expect(scope.getState(offers.$claimingId)).toBeNull();
  });

  it('a double tap claims once; claimed and claimed-out cards claim nothing', async () => {
    const { scope, calls } = setup();
    await openSheet(scope);
    await Promise.all([
      allSettled(offers.claimClicked, { scope, params: 4 }),
      allSettled(offers.claimClicked, { scope, params: 4 }),
    ]);
    await allSettled(offers.claimClicked, { scope, params: 4 });
    await allSettled(offers.claimClicked, { scope, params: 1 });
    await allSettled(offers.claimClicked, { scope, params: 5 });
    expect(calls.claims).toEqual([4]);
    expect(calls.claimed).toHaveLength(1);
  });

  it('a failed claim keeps the card open, shows the message and changes nothing else', async () => {
    const { scope, calls } = setup({
      claim: () => Promise.reject(new ApiError('network', '/api/coupon/saveCouponUser')),
    });
    await openSheet(scope);
    await allSettled(offers.claimClicked, { scope, params: 4 });
    expect(scope.getState(offers.$offers)?.[0]).toMatchObject({ couponId: 4, claimed: 0, remain: 10 });
    expect(scope.getState($toast)).toMatchObject({ message: '网络连接失败，请检查网络后重试', type: 'fail' });
    expect(calls.claimed).toEqual([]);
    expect(calls.special).toBe(1);
    expect(scope.getState(offers.$offer)).not.toBeNull();
  });

  it('a claim refused as already claimed or claimed out shows the server’s message and the card says so', async () => {
    const { scope, calls } = setup({
      claim: (couponId) => (couponId === 4 ? refusal(2, '已经领取过了') : refusal(4, '优惠券已领完')),
    });
    await openSheet(scope);
    await allSettled(offers.claimClicked, { scope, params: 4 });
    expect(scope.getState($toast)?.message).toBe('已经领取过了');
    expect(scope.getState(offers.$offers)?.[0]).toMatchObject({ couponId: 4, claimed: 1 });
    expect(calls.claimed).toEqual([]);
    expect(calls.special).toBe(2);
  });

  it('drops a special price that answers for goods no longer on screen', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scope = fork({
      handlers: [
        [
          getSpecialPriceFx,
          answering(async ({ goodsId }: { goodsId: number }) => {
            if (goodsId === 6) await slow;
            return goodsId === 6 ? special : none;
          }),
        ],
      ],
    });
    const first = allSettled(offers.goodsOpened, { scope, params: pkg });
    const second = allSettled(offers.goodsOpened, { scope, params: { goodsType: 1, goodsId: 12 } });
    release();
    await Promise.all([first, second]);
    expect(scope.getState(offers.$goods)?.goodsId).toBe(12);
    expect(scope.getState(offers.$offer)).toBeNull();
  });
});
