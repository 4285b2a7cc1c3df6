import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { getBestCouponFx, getCouponPriceFx, getUserCouponsFx } from '@/entities/coupon';
import { ApiError } from '@/shared/api';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { createCouponChoice } from './create-coupon-choice';
import { couponOf } from './fixture.test-utils';

const tenOff = couponOf(1, { title: '¥10 无门槛' });
const discount = couponOf(3, { title: '8.5 折', couponType: 2, amount: 0, discount: 85 });
const bigSpend = couponOf(2, { title: '满 ¥49 减 ¥10', minSpend: 4900 });
const lesson = { goodsType: 1 as const, goodsId: 7, price: 2990 };

type Options = {
  best?: typeof tenOff | null;
  priceFails?: boolean;
  /** What the server holds, asked at each call (a claim adds to it). */
  wallet?: () => { coupons: (typeof tenOff)[]; best: typeof tenOff | null };
};

function setup(options: Options = {}) {
  const choice = createCouponChoice();
  const priced: number[] = [];
  const wallet =
    options.wallet ??
    (() => ({ coupons: [tenOff, discount, bigSpend], best: options.best === undefined ? tenOff : options.best }));
  const scope = fork({
    handlers: [
      [getUserCouponsFx, answering(() => wallet().coupons)],
      [getBestCouponFx, answering(() => ({ pop: 1, coupon: wallet().best }))],
      [
        getCouponPriceFx,
        answering(({ couponUserId }: { couponUserId: number }) => {
          priced.push(couponUserId);
          if (options.priceFails) throw new ApiError('business', '/api/coupon/calculateGoodsConponPrice', { code: 3 });
          const payPrice = couponUserId === 3 ? 2541 : 1990;
          return { originalPrice: 2990, couponPrice: 2990 - payPrice, payPrice };
        }),
      ],
    ],
  });
  return { choice, scope, priced };
}

describe('coupon choice', () => {
  it('preselects the best coupon and prices the goods after it', async () => {
    const { choice, scope } = setup();
    await allSettled(choice.goodsOpened, { scope, params: lesson });
    expect(scope.getState(choice.$chosen)?.couponUserId).toBe(1);
    expect(scope.getState(choice.$payPrice)).toBe(1990);
  });

  it('does not offer a coupon whose minimum spend the price misses', async () => {
    const { choice, scope } = setup();
    await allSettled(choice.goodsOpened, { scope, params: lesson });
    expect(scope.getState(choice.$coupons).map((coupon) => coupon.couponUserId)).toEqual([1, 3]);
  });

  it('recomputes the price when another coupon is chosen, and shows the list price without one', async () => {
    const { choice, scope } = setup();
    await allSettled(choice.goodsOpened, { scope, params: lesson });
    await allSettled(choice.couponChosen, { scope, params: 3 });
    expect(scope.getState(choice.$chosen)?.title).toBe('8.5 折');
    expect(scope.getState(choice.$payPrice)).toBe(2541);
    await allSettled(choice.couponChosen, { scope, params: null });
    expect(scope.getState(choice.$chosen)).toBeNull();
    expect(scope.getState(choice.$payPrice)).toBe(2990);
  });

  it('pays the list price when there is no best coupon, or the server will not price the coupon', async () => {
    const none = setup({ best: null });
    await allSettled(none.choice.goodsOpened, { scope: none.scope, params: lesson });
    expect(none.scope.getState(none.choice.$chosen)).toBeNull();
    expect(none.priced).toEqual([]);
    const refused = setup({ priceFails: true });
    await allSettled(refused.choice.goodsOpened, { scope: refused.scope, params: lesson });
    expect(refused.scope.getState(refused.choice.$chosen)).toBeNull();
    expect(refused.scope.getState(refused.choice.$payPrice)).toBe(2990);
  });

  it('never preselects a best coupon below the minimum spend', async () => {
    const { choice, scope } = setup({ best: bigSpend });
    await allSettled(choice.goodsOpened, { scope, params: lesson });
    expect(scope.getState(choice.$chosen)).toBeNull();
  });

  it('lists again and preselects the new best on a refresh (a coupon was claimed), over an earlier choice', async () => {
    const claimed = couponOf(9, { title: '刚领的 ¥20 券', amount: 2000 });
    let held = [tenOff, discount];
    const { choice, scope } = setup({
      wallet: () => ({ coupons: held, best: held.includes(claimed) ? claimed : tenOff }),
    });
    await allSettled(choice.goodsOpened, { scope, params: lesson });
    await allSettled(choice.couponChosen, { scope, params: null });
    held = [claimed, tenOff, discount];
    await allSettled(choice.refreshed, { scope });
    expect(scope.getState(choice.$coupons).map((coupon) => coupon.couponUserId)).toEqual([9, 1, 3]);
    expect(scope.getState(choice.$chosen)?.couponUserId).toBe(9);
    expect(scope.getState(choice.$goods)).toEqual(lesson);
  });

  it('keeps the row on screen while a refresh is asked', async () => {
    const { choice, scope } = setup();
    await allSettled(choice.goodsOpened, { scope, params: lesson });
    const refresh = allSettled(choice.refreshed, { scope });
    expect(scope.getState(choice.$loading)).toBe(false);
    expect(scope.getState(choice.$coupons)).toHaveLength(2);
    await refresh;
  });
});
