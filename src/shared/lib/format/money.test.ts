import { describe, expect, it } from '@rstest/core';
import { formatMoney, formatPrice } from './money';

describe('formatPrice / formatMoney (from fen)', () => {
  it('reads 免费 for a zero price and ¥0.00 for a zero amount', () => {
    expect(formatPrice(0)).toBe('免费');
    expect(formatPrice(0.4)).toBe('免费');
    expect(formatMoney(0)).toBe('¥0.00');
  });

  it.each([
    [1250, '¥12.50'],
    [1, '¥0.01'],
    [5, '¥0.05'],
    [100, '¥1.00'],
    [99900, '¥999.00'],
    [1234567, '¥12345.67'],
    [12.6, '¥0.13'],
  ])('%d fen → %s', (fen, shown) => {
    expect(formatPrice(fen)).toBe(shown);
    expect(formatMoney(fen)).toBe(shown);
  });

  it('puts the sign of negative amounts before ¥', () => {
    expect(formatMoney(-1250)).toBe('-¥12.50');
    expect(formatPrice(-1)).toBe('-¥0.01');
    expect(formatMoney(-0.2)).toBe('¥0.00');
  });

  it('shows -- for what is not money', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(formatMoney(value)).toBe('--');
      expect(formatPrice(value)).toBe('--');
    }
  });
});
