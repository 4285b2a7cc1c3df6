import { describe, expect, it } from '@rstest/core';
import { parseZonedTime } from './zoned-time';

describe('parseZonedTime', () => {
  it('reads ISO 8601 times with a zone, with or without seconds', () => {
    expect(parseZonedTime('2026-12-12T00:00:00+08:00')).toBe(Date.UTC(2026, 11, 11, 16));
    expect(parseZonedTime('2026-12-05T10:00+08:00')).toBe(Date.UTC(2026, 11, 5, 2));
    expect(parseZonedTime('2026-12-12T00:00:00.500Z')).toBe(Date.UTC(2026, 11, 12, 0, 0, 0, 500));
    expect(parseZonedTime('2028-02-29T00:00:00Z')).toBe(Date.UTC(2028, 1, 29));
  });

  it.each([
    '2026-12-32T00:00:00+08:00',
    '2026-13-01T00:00:00+08:00',
    '2026-02-29T00:00:00+08:00',
    '2026-12-12T24:00:00+08:00',
    '2026-12-12T23:61:00+08:00',
    '2026-12-12T24:61:00+08:00',
    '2026-12-12T23:59:60+08:00',
    '2026-12-12T00:00:00+15:00',
    '2026-12-12T00:00:00',
    '2026-12-12 00:00+08:00',
  ])('refuses %s', (text) => {
    expect(parseZonedTime(text)).toBeNull();
  });
});
