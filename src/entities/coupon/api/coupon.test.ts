import { describe, expect, it } from '@rstest/core';
import { couponTemplateSchema, userCouponSchema } from './coupon';
import { bestCouponSchema, specialPriceSchema } from './coupon-calls';

const coupon = {
  couponUserId: 7,
  couponId: 2,
  title: '新人立减 5 元',
  couponType: 1,
  amount: 500,
  discount: 0,
  minSpend: 1000,
  goodsType: 0,
  startTime: 1_700_000_000_000,
  endTime: 1_800_000_000_000,
  status: 1,
};

describe('coupon answers', () => {
  it('accepts a user coupon and a claimable template', () => {
    expect(userCouponSchema.parse(coupon)).toEqual(coupon);
    const { couponUserId, status, ...template } = coupon;
    expect(couponTemplateSchema.parse({ ...template, remain: 10, claimed: false }).claimed).toBe(0);
  });
  it('rejects an unknown status, a discount over 100 and a string amount', () => {
    expect(userCouponSchema.safeParse({ ...coupon, status: 4 }).success).toBe(false);
    expect(userCouponSchema.safeParse({ ...coupon, couponType: 2, discount: 850 }).success).toBe(false);
    expect(userCouponSchema.safeParse({ ...coupon, amount: '5' }).success).toBe(false);
  });
  it('reads "no best coupon" and "no special price"', () => {
    expect(bestCouponSchema.parse({ pop: false, coupon: null })).toEqual({ pop: 0, coupon: null });
    expect(specialPriceSchema.parse({ hasSpecial: 0, specialPrice: 1990, originalPrice: 1990 }).endTime).toBeNull();
  });
});
