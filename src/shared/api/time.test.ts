import { describe, expect, it } from '@rstest/core';
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
});
