import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { LEARNER, scopeAs } from '../d12.test-utils';
import { $promo, $remainingMs, clockTicked, PromoGate, startClockFx } from './promo';

const PROMO_END = Date.parse('2027-01-15T23:59:59+08:00');

describe('promo deals and countdown', () => {
  it('loads the deals with promo and original prices in fen, and what the viewer owns', async () => {
    const scope = scopeAs(LEARNER, [[startClockFx, () => {}]]);
    await allSettled(PromoGate.open, { scope, params: {} });
    const promo = scope.getState($promo);
    expect(promo?.endTime).toBe(PROMO_END);
    expect(promo?.deals.length).toBeGreaterThanOrEqual(4);
    for (const deal of promo?.deals ?? []) expect(deal.originalPrice).toBeGreaterThan(deal.promoPrice);
    expect(promo?.deals.find((deal) => deal.goodsType === 2 && deal.goodsId === 2)?.isBought).toBe(1);
    expect(promo?.deals.find((deal) => deal.goodsType === 3 && deal.goodsId === 6)?.isBought).toBe(0);
  });

  it('counts down to the end of the promo with the clock', async () => {
    const scope = scopeAs(LEARNER, [[startClockFx, () => {}]]);
    await allSettled(PromoGate.open, { scope, params: {} });
    expect(scope.getState($remainingMs)).toBeNull();
    await allSettled(clockTicked, { scope, params: PROMO_END - 90_000 });
    expect(scope.getState($remainingMs)).toBe(90_000);
    await allSettled(clockTicked, { scope, params: PROMO_END + 1 });
    expect(scope.getState($remainingMs)).toBe(0);
  });
});
