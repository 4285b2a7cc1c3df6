import { describe, expect, it } from '@rstest/core';
import { couponCondition, couponExpiry, couponValue } from './describe';

const amount = { couponType: 1 as const, amount: 1000, discount: 100, minSpend: 4900, endTime: 0 };

describe('coupon wording', () => {
  it('reads an amount coupon as ¥ off and a discount as 折', () => {
    expect(couponValue(amount)).toBe('¥10.00');
    expect(couponValue({ ...amount, couponType: 2, discount: 85 })).toBe('8.5折');
    expect(couponValue({ ...amount, couponType: 2, discount: 90 })).toBe('9折');
  });
  it('states the minimum spend, and 无门槛 without one', () => {
    expect(couponCondition(amount)).toBe('满¥49.00可用');
    expect(couponCondition({ ...amount, minSpend: 0 })).toBe('无门槛');
  });
  it('dates the expiry in local time', () => {
    expect(couponExpiry({ ...amount, endTime: new Date(2027, 0, 5, 23, 59).getTime() })).toBe('有效期至 2027.01.05');
  });
});
