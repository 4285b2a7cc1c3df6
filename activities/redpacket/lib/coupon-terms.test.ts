import { describe, expect, it } from '@rstest/core';
import { couponTerms, ruleLines } from './coupon-terms';

describe('coupon terms', () => {
  it('names the minimum spend and the Beijing-time expiry date', () => {
    // 16:30 UTC on 7 July is already 00:30 on 8 July in Beijing.
    expect(couponTerms(5000, Date.UTC(2026, 6, 7, 16, 30))).toBe('满 ¥50.00 可用 · 2026年7月8日前有效');
    expect(couponTerms(0, Date.UTC(2026, 0, 1, 0, 0))).toBe('无门槛 · 2026年1月1日前有效');
  });

  it('splits the rule into its non-empty lines', () => {
    expect(ruleLines('每人限领 1 次。\n\n  7 天内有效。 ')).toEqual(['每人限领 1 次。', '7 天内有效。']);
  });
});
