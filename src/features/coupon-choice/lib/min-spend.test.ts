import { describe, expect, it } from '@rstest/core';
import { reachesMinSpend } from './min-spend';

describe('minimum spend', () => {
  it('is reached at the minimum and above, not below', () => {
    expect(reachesMinSpend({ minSpend: 4900 }, 4899)).toBe(false);
    expect(reachesMinSpend({ minSpend: 4900 }, 4900)).toBe(true);
    expect(reachesMinSpend({ minSpend: 0 }, 0)).toBe(true);
  });
});
