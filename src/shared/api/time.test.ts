import { afterEach, describe, expect, it } from '@rstest/core';
import { epochTime } from './time';

describe('epochTime', () => {
  it('reads epoch ms, epoch seconds, digits and date strings (no zone = Beijing), and nothing as null', () => {
    const ms = Date.UTC(2026, 0, 2, 2, 0, 0); // 10:00 in Beijing
    expect(epochTime.parse(ms)).toBe(ms);
    expect(epochTime.parse(ms / 1000)).toBe(ms);
    expect(epochTime.parse(String(ms / 1000))).toBe(ms);
    expect(epochTime.parse('2026-01-02 10:00:00')).toBe(ms);
    expect(epochTime.parse('2026/1/2 10:00')).toBe(ms);
    expect(epochTime.parse('2026-01-02T02:00:00Z')).toBe(ms);
    expect(epochTime.parse('2026-01-02')).toBe(Date.UTC(2026, 0, 1, 16));
    for (const nothing of ['', null, undefined, 0]) expect(epochTime.parse(nothing)).toBeNull();
    expect(epochTime.safeParse('soon').success).toBe(false);
  });

  const nativeParse = Date.parse;
  afterEach(() => {
    Date.parse = nativeParse;
  });

  it('reads zones by hand (Z, +08:00, +0800, -05:00, fractions), as Safari refuses several of them', () => {
    // Safari's Date.parse: NaN for "2026-01-02 10:00:00+0800" and for the space-separated forms.
    Date.parse = () => Number.NaN;
    const ms = Date.UTC(2026, 0, 2, 2, 0, 0);
    expect(epochTime.parse('2026-01-02T10:00:00+08:00')).toBe(ms);
    expect(epochTime.parse('2026-01-02 10:00:00+0800')).toBe(ms);
    expect(epochTime.parse('2026-01-02T02:00:00Z')).toBe(ms);
    expect(epochTime.parse('2026-01-02T02:00:00.250z')).toBe(ms + 250);
    expect(epochTime.parse('2026-01-01T21:00:00-05:00')).toBe(ms);
    expect(epochTime.parse('2026-01-02 10:00')).toBe(ms);
  });

  it('refuses dates and times that name no real moment', () => {
    for (const wrong of ['2026-12-32T00:00:00+08:00', '2026-02-30', '2026-01-02 24:61', '2026-13-01 10:00'])
      expect(epochTime.safeParse(wrong).success).toBe(false);
  });
});
