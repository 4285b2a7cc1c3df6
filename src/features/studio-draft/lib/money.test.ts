import { describe, expect, it } from '@rstest/core';
import { fenToYuan, yuanToFen } from './money';

describe('yuan typed ↔ fen', () => {
  it('reads yuan without floating point and refuses what is not a price', () => {
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen(' 199 ')).toBe(19900);
    expect(yuanToFen('')).toBe(0);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('１０')).toBeNull();
  });

  it('writes fen back as the shortest yuan text', () => {
    expect(fenToYuan(1990)).toBe('19.9');
    expect(fenToYuan(8880)).toBe('88.8');
    expect(fenToYuan(7)).toBe('0.07');
    expect(fenToYuan(19900)).toBe('199');
  });
});
