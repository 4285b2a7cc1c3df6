import { describe, expect, it } from '@rstest/core';
import { pageOf } from '@/shared/api';
import { lessonCardSchema } from './lesson-card';
import { lessonCard } from './lesson-card.test-utils';

describe('lessonCardSchema', () => {
  it('accepts a card of docs/api.md, with 0 as "no column"', () => {
    expect(lessonCardSchema.parse(lessonCard)).toEqual({ ...lessonCard, isBought: 0 });
  });
  it('reads isBought as a flag, booleans too, and 0 when a list leaves it out', () => {
    expect(lessonCardSchema.parse({ ...lessonCard, isBought: true }).isBought).toBe(1);
    expect(lessonCardSchema.parse({ ...lessonCard, isBought: '0' }).isBought).toBe(0);
  });
  it('fills cosmetic fields the server left out', () => {
    const { summary, lecturerName, learnNum, ...rest } = lessonCard;
    expect(lessonCardSchema.parse(rest)).toMatchObject({ summary: '', lecturerName: '', learnNum: 0 });
  });
  it('rejects a price in yuan, as a string', () => {
    expect(lessonCardSchema.safeParse({ ...lessonCard, price: '19.9' }).success).toBe(false);
    expect(lessonCardSchema.safeParse({ ...lessonCard, price: 19.9 }).success).toBe(false);
  });
  it('rejects a card without lessonId', () => {
    const { lessonId, ...rest } = lessonCard;
    expect(lessonCardSchema.safeParse(rest).success).toBe(false);
  });
  it('rejects an unknown markType or lessonType', () => {
    expect(lessonCardSchema.safeParse({ ...lessonCard, markType: 9 }).success).toBe(false);
    expect(lessonCardSchema.safeParse({ ...lessonCard, lessonType: 3 }).success).toBe(false);
  });
  it('reads a Page of cards', () => {
    const page = { list: [lessonCard], pageNo: 1, pageSize: 10, total: 1 };
    expect(pageOf(lessonCardSchema).parse(page).list).toHaveLength(1);
    expect(pageOf(lessonCardSchema).safeParse({ ...page, pageNo: 0 }).success).toBe(false);
  });
});
