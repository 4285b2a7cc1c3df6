import { describe, expect, it } from '@rstest/core';
import { commissionFen } from './promotion';

describe('commissionFen', () => {
  it.each([
    [1990, 20, 398],
    [1990, 15, 298], // 298.5 → floor
    [1990, 10, 199],
    [999, 33, 329], // 329.67 → floor
    [1, 30, 0],
    [4, 30, 1], // 1.2 → 1
    [2990, 100, 2990],
    [2990, 0, 0],
    [0, 20, 0],
  ])('%i fen at %i%% earns %i fen (rounded down to the fen)', (paid, rate, expected) => {
    expect(commissionFen(paid, rate)).toBe(expected);
  });

  it('refuses what cannot be a rate or a payment', () => {
    expect(commissionFen(-100, 20)).toBe(0);
    expect(commissionFen(19.9, 20)).toBe(0);
    expect(commissionFen(1000, 150)).toBe(1000);
    expect(commissionFen(1000, -5)).toBe(0);
    expect(commissionFen(1000, 12.9)).toBe(120);
  });

  it('never pays more than was paid, for any amount and rate', () => {
    for (let paid = 1; paid < 3000; paid += 7) {
      for (let rate = 0; rate <= 100; rate += 3) {
        const commission = commissionFen(paid, rate);
        expect(Number.isInteger(commission)).toBe(true);
        expect(commission * 100).toBeLessThanOrEqual(paid * rate);
        expect((commission + 1) * 100).toBeGreaterThan(paid * rate);
      }
    }
  });
});
