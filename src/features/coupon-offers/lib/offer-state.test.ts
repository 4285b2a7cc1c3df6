import { describe, expect, it } from '@rstest/core';
import type { CouponTemplate } from '@/entities/coupon';
import { ApiError } from '@/shared/api';
import { claimedOffer, offerState, refusedOffer } from './offer-state';

const offer: CouponTemplate = {
  couponId: 4,
  title: '系列课满 ¥69 减 ¥15',
  couponType: 1,
  amount: 1500,
  discount: 100,
  minSpend: 6900,
  goodsType: 3,
  startTime: 0,
  endTime: 1_800_000_000_000,
  remain: 1,
  claimed: 0,
};
const refusal = (code: number) => new ApiError('business', '/api/coupon/saveCouponUser', { code });

describe('offer state', () => {
  it('is open, claimed once the viewer holds one, sold out with none left', () => {
    expect(offerState(offer)).toBe('open');
    expect(offerState(claimedOffer(offer))).toBe('claimed');
    expect(claimedOffer(offer).remain).toBe(0);
    expect(offerState({ ...offer, remain: 0 })).toBe('soldOut');
  });
  it('follows the codes of a refused claim and keeps the card for anything else', () => {
    expect(offerState(refusedOffer(offer, refusal(2)) ?? offer)).toBe('claimed');
    expect(offerState(refusedOffer(offer, refusal(4)) ?? offer)).toBe('soldOut');
    expect(refusedOffer(offer, refusal(3))).toBeNull();
    expect(refusedOffer(offer, new ApiError('network', '/api/coupon/saveCouponUser'))).toBeNull();
  });
});
