import { describe, expect, it } from '@rstest/core';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [59.9, '00:59'],
    [60, '01:00'],
    [307, '05:07'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000, '10:00:00'],
  ])('%d s → %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it('shows 00:00 for negatives and what is not a duration', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])
      expect(formatDuration(value)).toBe('00:00');
  });
});
