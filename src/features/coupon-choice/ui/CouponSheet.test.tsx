import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { getBestCouponFx, getCouponPriceFx, getUserCouponsFx } from '@/entities/coupon';
import { answering } from '../../../../tests/fork-handlers.test-utils';
import { createCouponChoice } from '../model/create-coupon-choice';
import { couponOf } from '../model/fixture.test-utils';
import { CouponSheet } from './CouponSheet';

const choice = createCouponChoice();

describe('CouponSheet', () => {
  it('lists the coupons as radios with their worth, minimum spend and expiry, and applies a choice', async () => {
    const scope = fork({
      handlers: [
        [
          getUserCouponsFx,
          answering(() => [
            couponOf(1, { title: '新人券' }),
            couponOf(3, { title: '折扣券', couponType: 2, discount: 85, minSpend: 1000 }),
          ]),
        ],
        [getBestCouponFx, answering(() => ({ pop: 1, coupon: couponOf(1, { title: '新人券' }) }))],
        [getCouponPriceFx, answering(() => ({ originalPrice: 2990, couponPrice: 1000, payPrice: 1990 }))],
      ],
    });
    await allSettled(choice.goodsOpened, { scope, params: { goodsType: 1, goodsId: 7, price: 2990 } });
    render(
      <Provider value={scope}>
        <CouponSheet choice={choice} />
      </Provider>,
    );
    const first = screen.getByRole('radio', { name: /新人券/ }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    const other = screen.getByRole('radio', { name: /折扣券/ });
    expect(other.closest('label')?.textContent).toMatch(/8\.5折.*满¥10\.00可用.*有效期至/);
    await userEvent.click(other);
    expect(scope.getState(choice.$chosen)?.couponUserId).toBe(3);
    await userEvent.click(screen.getByRole('radio', { name: '不使用优惠券' }));
    expect(scope.getState(choice.$chosen)).toBeNull();
  });
});
