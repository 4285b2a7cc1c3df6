import { describe, expect, it } from '@rstest/core';
import type { BuyRecord } from '@/entities/order';
import { formatPayTime, goodsPath, kindOf } from './record-view';

const record = (goodsType: BuyRecord['goodsType'], goodsId: number) => ({ goodsType, goodsId }) as BuyRecord;

describe('buy record view', () => {
  it('opens the page of what was bought, and nothing for a quiz paper', () => {
    expect(goodsPath(record(1, 16))).toBe('/lesson/play/16');
    expect(goodsPath(record(2, 2))).toBe('/lesson/channel/2');
    expect(goodsPath(record(3, 7))).toBe('/lesson/package/7');
    expect(goodsPath(record(4, 1))).toBeNull();
    expect([1, 2, 3, 4].map((type) => kindOf(record(type as BuyRecord['goodsType'], 1)))).toEqual([
      '课程',
      '专栏',
      '系列课',
      '测评',
    ]);
  });

  it('writes the pay time as a date and a clock, and nothing when unknown', () => {
    expect(formatPayTime(new Date(2026, 10, 5, 9, 3).getTime())).toBe('2026-11-05 09:03');
    expect(formatPayTime(null)).toBe('');
  });
});
