import { describe, expect, it } from '@rstest/core';
import { lessonCard } from './lesson-card.test-utils';
import { searchResultSchema } from './search';

const combo = {
  cateId: 8,
  cateName: '中国历史名人系列课',
  comboType: 3,
  markType: 3,
  price: 6900,
  studioId: 2,
};

describe('search results', () => {
  it('reads a lesson, a column and a package by goodsType, with isBought', () => {
    expect(searchResultSchema.parse({ ...lessonCard, goodsType: 1, isBought: 1 })).toMatchObject({
      goodsType: 1,
      lesson: { lessonId: lessonCard.lessonId, isBought: 1 },
    });
    expect(searchResultSchema.parse({ ...combo, comboType: 2, goodsType: 2, isBought: true })).toMatchObject({
      goodsType: 2,
      combo: { cateId: 8, isBought: 1 },
    });
    expect(searchResultSchema.parse({ ...combo, goodsType: 3 })).toMatchObject({
      goodsType: 3,
      combo: { cateId: 8, isBought: 0, lessonCount: 0 },
    });
  });

  it('reads a backend that sends lessons only (no goodsType), and refuses what is neither', () => {
    expect(searchResultSchema.parse(lessonCard)).toMatchObject({ goodsType: 1, lesson: { isBought: 0 } });
    expect(searchResultSchema.parse(combo)).toMatchObject({ goodsType: 3 });
    expect(searchResultSchema.safeParse({ goodsType: 4, paperId: 1 }).success).toBe(false);
    expect(searchResultSchema.safeParse({ goodsType: 2, cateName: '无编号' }).success).toBe(false);
  });
});
