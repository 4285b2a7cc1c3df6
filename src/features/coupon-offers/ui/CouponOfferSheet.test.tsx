import { describe, expect, it } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { HttpResponse, http } from 'msw';
import { $token, sessionExpired } from '@/shared/api';
import { ModalHost } from '@/shared/ui/modal';
import { $toast } from '@/shared/ui/toast';
import { mockServer } from '../../../../tests/msw-server';
import { createCouponOffers, type OfferGoods } from '../model/create-coupon-offers';
import { CouponOfferStrip } from './CouponOfferStrip';

const offers = createCouponOffers();
/** Package 6 (¥99.00): the learner can still claim 系列课满 ¥69 减 ¥15; lesson 12 has nothing left to claim. */
const pkg: OfferGoods = { goodsType: 3, goodsId: 6 };

async function renderOffers(goods: OfferGoods, token: string | null = 'mock.1.test') {
  const scope = fork({ values: [[$token, token]] });
  await allSettled(offers.goodsOpened, { scope, params: goods });
  const view = render(
    <Provider value={scope}>
      <CouponOfferStrip offers={offers} />
      <ModalHost />
    </Provider>,
  );
  return { scope, view, user: userEvent.setup() };
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '领券' }));
  const sheet = await screen.findByRole('dialog', { name: '领取优惠券' });
  await within(sheet).findByText('系列课满 ¥69 减 ¥15');
  return sheet;
}

describe('CouponOfferStrip and its sheet', () => {
  it('shows nothing when there is nothing to claim', async () => {
    const { view } = await renderOffers({ goodsType: 1, goodsId: 12 });
    expect(view.container.textContent).toBe('');
  });

  it('claims from the sheet: 领取成功, the card turns 已领取, and the strip goes with the best coupon claimed', async () => {
    const { scope, user } = await renderOffers(pkg);
    expect(screen.getByText(/领券后/).textContent).toBe('领券后 ¥84.00');
    const sheet = await openSheet(user);
    const cards = within(sheet).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/新人专享 ¥10 无门槛券.*已领取/),
      expect.stringMatching(/¥15\.00满¥69\.00可用系列课满 ¥69 减 ¥15.*领取/),
      expect.stringMatching(/限量 ¥5 券.*已领完/),
    ]);
    await user.click(within(sheet).getByRole('button', { name: '领取 系列课满 ¥69 减 ¥15' }));
    await waitFor(() => expect(scope.getState($toast)?.message).toBe('领取成功'));
    expect(within(sheet).queryByRole('button', { name: /^领取 / })).toBeNull();
    expect(within(sheet).getAllByText('已领取')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(/领券后/)).toBeNull());
  });

  it('shows the server’s message when the claim is refused and the card follows it', async () => {
    mockServer.use(
      http.get('*/api/coupon/saveCouponUser', () => HttpResponse.json({ code: 4, msg: '优惠券已领完', data: null })),
    );
    const { scope, user } = await renderOffers(pkg);
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: '领取 系列课满 ¥69 减 ¥15' }));
    await waitFor(() => expect(scope.getState($toast)).toMatchObject({ message: '优惠券已领完', type: 'fail' }));
    expect(within(sheet).getAllByText('已领完')).toHaveLength(2);
  });

  it('a claim without a login is refused (1000) and left to the shell, which logs in, as on 领取优惠券', async () => {
    const { scope, user } = await renderOffers(pkg, null);
    const expired: unknown[] = [];
    createWatch({ unit: sessionExpired, scope, fn: (error) => expired.push(error) });
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: '领取 系列课满 ¥69 减 ¥15' }));
    await waitFor(() => expect(expired).toHaveLength(1));
    expect(scope.getState($toast)?.message).toBe('登录已过期，请重新登录');
    expect(within(sheet).getByRole('button', { name: '领取 系列课满 ¥69 减 ¥15' })).toBeTruthy();
  });
});
