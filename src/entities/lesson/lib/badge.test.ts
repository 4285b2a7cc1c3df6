import { describe, expect, it } from '@rstest/core';
import { badgeOf } from './badge';

describe('badgeOf', () => {
  it('a single lesson is 单品 even when the server marks it 专栏 (it belongs to a column)', () => {
    expect(badgeOf(1, 2)).toBe(1);
    expect(badgeOf(1, 3)).toBe(1);
    expect(badgeOf(1, 1)).toBe(1);
  });
  it('a boutique lesson stays 精品', () => {
    expect(badgeOf(1, 4)).toBe(4);
  });
  it('a column is 专栏 and a package 系列课, by their kind', () => {
    expect(badgeOf(2, 1)).toBe(2);
    expect(badgeOf(3, 2)).toBe(3);
  });
});
