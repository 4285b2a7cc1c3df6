import { describe, expect, it } from '@rstest/core';
import { formatRelativeTime } from './relative-time';

// Local times, so the rules hold in any time zone the tests run in.
const now = new Date(2025, 5, 15, 14, 30, 0).getTime();
const at = (month: number, day: number, hours: number, minutes: number, year = 2025) =>
  new Date(year, month - 1, day, hours, minutes).getTime();

describe('formatRelativeTime', () => {
  it('says 刚刚 under a minute and for times slightly in the future', () => {
    expect(formatRelativeTime(now, now)).toBe('刚刚');
    expect(formatRelativeTime(now - 59_000, now)).toBe('刚刚');
    expect(formatRelativeTime(now + 30_000, now)).toBe('刚刚');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(now - 60_000, now)).toBe('1分钟前');
    expect(formatRelativeTime(now - 59 * 60_000, now)).toBe('59分钟前');
  });

  it('counts hours earlier today', () => {
    expect(formatRelativeTime(now - 60 * 60_000, now)).toBe('1小时前');
    expect(formatRelativeTime(at(6, 15, 0, 5), now)).toBe('14小时前');
  });

  it('says 昨天 with the clock for the day before, even when under 24 hours ago', () => {
    expect(formatRelativeTime(at(6, 14, 23, 50), now)).toBe('昨天 23:50');
    expect(formatRelativeTime(at(6, 14, 8, 5), now)).toBe('昨天 08:05');
    // Shortly after midnight, minutes still win.
    expect(formatRelativeTime(at(6, 14, 23, 50), at(6, 15, 0, 10))).toBe('20分钟前');
  });

  it('shows month-day and clock earlier this year, the full date for earlier years', () => {
    expect(formatRelativeTime(at(6, 13, 9, 0), now)).toBe('06-13 09:00');
    expect(formatRelativeTime(at(1, 2, 9, 0), now)).toBe('01-02 09:00');
    expect(formatRelativeTime(at(12, 31, 23, 0, 2024), now)).toBe('2024-12-31');
  });

  it('reads backend strings as local time (the form iOS Safari cannot parse) and Date objects', () => {
    expect(formatRelativeTime('2025-06-15 14:00:00', now)).toBe('30分钟前');
    expect(formatRelativeTime('2025/06/14 20:15', now)).toBe('昨天 20:15');
    expect(formatRelativeTime(String(now - 5 * 60_000), now)).toBe('5分钟前');
    expect(formatRelativeTime(new Date(now - 2 * 60 * 60_000), new Date(now))).toBe('2小时前');
  });

  it('gives an empty string for an unreadable time', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(formatRelativeTime(Number.NaN, now)).toBe('');
  });
});
