import { describe, expect, it } from '@rstest/core';
import { parseYuan } from './parse-yuan';

const fen = (input: string) => {
  const parsed = parseYuan(input);
  return parsed.ok ? parsed.fen : parsed.message;
};

describe('parseYuan', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.05', 1205],
    ['12.', 1200],
    ['.5', 50],
    ['0.01', 1],
    ['0', 0],
    ['007.10', 710],
    ['100.00', 10000],
    ['  12.5  ', 1250],
    ['1 2', 1200],
    ['０１２．５', 1250],
    ['１２。５０', 1250],
    ['\u300012', 1200],
    ['0.29', 29],
    ['1.13', 113],
    ['99999999.99', '金额过大'],
    ['10000000', 1_000_000_000],
  ])('reads %j as %j fen', (input, expected) => {
    expect(fen(input)).toBe(expected);
  });

  it('is exact where floating point is not (0.29 × 100 = 28.999…)', () => {
    for (let cents = 0; cents < 1000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(fen(text)).toBe(cents);
    }
  });

  it.each([
    ['', '请输入金额'],
    ['   ', '请输入金额'],
    ['12.345', '金额最多保留两位小数'],
    ['-1', '请输入正确的金额，如 12 或 12.50'],
    ['+1', '请输入正确的金额，如 12 或 12.50'],
    ['1e3', '请输入正确的金额，如 12 或 12.50'],
    ['abc', '请输入正确的金额，如 12 或 12.50'],
    ['¥12', '请输入正确的金额，如 12 或 12.50'],
    ['1,000', '请输入正确的金额，如 12 或 12.50'],
    ['12..5', '请输入正确的金额，如 12 或 12.50'],
    ['.', '请输入正确的金额，如 12 或 12.50'],
    ['0x10', '请输入正确的金额，如 12 或 12.50'],
    ['Infinity', '请输入正确的金额，如 12 或 12.50'],
    ['123456789', '金额过大'],
    ['10000000.01', '金额过大'],
  ])('refuses %j: %s', (input, message) => {
    expect(parseYuan(input)).toEqual({ ok: false, message });
  });
});
