import { describe, expect, it } from '@rstest/core';
import { spokenTime } from './time-text';

describe('spokenTime', () => {
  it.each([
    [0, '0秒'],
    [9.9, '9秒'],
    [200, '3分20秒'],
    [3725, '1小时2分5秒'],
    [3600, '1小时0分0秒'],
    [Number.NaN, '0秒'],
  ])('%s → %s', (seconds, text) => {
    expect(spokenTime(seconds)).toBe(text);
  });
});
