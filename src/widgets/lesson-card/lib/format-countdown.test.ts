import { describe, expect, it } from '@rstest/core';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds left', () => {
    expect(formatCountdown(3_723_000, 0)).toBe('剩 01:02:03');
  });
  it('adds whole days', () => {
    expect(formatCountdown(2 * 86_400_000 + 5_000, 0)).toBe('剩 2天 00:00:05');
  });
  it('reads 已结束 once the deal is over', () => {
    expect(formatCountdown(1000, 1000)).toBe('已结束');
    expect(formatCountdown(0, 5000)).toBe('已结束');
  });
});
