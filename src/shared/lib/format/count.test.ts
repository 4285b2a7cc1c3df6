import { describe, expect, it } from '@rstest/core';
import { formatCount } from './count';

describe('formatCount (万)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9999, '9999'],
    [9999.9, '9999'],
    [10000, '1.0万'],
    [12345, '1.2万'],
    [15500, '1.5万'],
    [19999, '1.9万'],
    [99999, '9.9万'],
    [100000, '10.0万'],
    [123456789, '12345.6万'],
    [100000000, '10000.0万'],
  ])('%d → %s', (value, shown) => {
    expect(formatCount(value)).toBe(shown);
  });

  it('cuts the decimal so a count is never shown larger than it is', () => {
    expect(formatCount(10999)).toBe('1.0万');
    expect(formatCount(99999)).not.toBe('10.0万');
  });

  it('keeps the sign of negatives and never shows -0', () => {
    expect(formatCount(-5)).toBe('-5');
    expect(formatCount(-12345)).toBe('-1.2万');
    expect(formatCount(-0.4)).toBe('0');
  });

  it('shows -- for what is not a count', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined])
      expect(formatCount(value)).toBe('--');
  });
});
