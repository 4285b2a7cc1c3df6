import { describe, expect, it } from '@rstest/core';
import { comboDetailSchema } from './combo-detail';

const lesson = {
  lessonId: 11,
  lessonName: '第一讲',
  lessonType: 2,
  lessonPlayType: 2,
  price: 0,
  markType: 2,
  cateId: 5,
  groupId: 1,
  studioId: 2,
};

const detail = {
  cateId: 5,
  cateName: '建国说两宋',
  cover: '/mock-cdn/cover/combo-5.svg',
  summary: '三十讲读懂宋朝',
  comboType: 2,
  markType: 2,
  price: 9900,
  originalPrice: null,
  lessonCount: 1,
  learnNum: 3200,
  studioId: 2,
  studioName: '建国说历史',
  lecturerName: '王建国',
  showCover: '',
  content: '<p>专栏介绍</p>',
  groupId: 1,
  vip: 0,
  canDistribut: 2,
  isDispense: true,
  isExclusive: false,
  isBought: false,
  lecturer: {
    lecturerId: 4,
    lecturerName: '王建国',
    avatar: '',
    intro: '历史学博士',
    studioId: 2,
    studioName: '建国说历史',
  },
  lessons: [lesson],
};

describe('comboDetailSchema', () => {
  it('accepts a column with its lessons and normalises boolean flags', () => {
    const parsed = comboDetailSchema.parse(detail);
    expect(parsed).toMatchObject({ isDispense: 1, isExclusive: 0, isBought: 0, comboType: 2 });
    expect(parsed.lessons[0]).toMatchObject({ lessonId: 11, summary: '', originalPrice: null });
  });
  it('reads an unknown comboType as a column; rejects a price in yuan and a lesson without id', () => {
    // Not a spec field: an unknown kind reads as a column rather than failing the page.
    expect(comboDetailSchema.parse({ ...detail, comboType: 1 }).comboType).toBe(2);
    expect(comboDetailSchema.safeParse({ ...detail, price: '9.9' }).success).toBe(false);
    const { lessonId, ...noId } = lesson;
    expect(comboDetailSchema.safeParse({ ...detail, lessons: [noId] }).success).toBe(false);
  });
  it('refuses an answer that names no column or package (wrong shape), so the page says 数据有误', () => {
    for (const wrong of [{}, { detail }, { list: [detail], total: 1 }, { result: 'ok' }]) {
      expect(comboDetailSchema.safeParse(wrong).success).toBe(false);
    }
    // The spec's Category fields are each optional: the name alone, or the id alone, is a Category.
    expect(comboDetailSchema.parse({ cateName: '建国说两宋' }).price).toBeNull();
    expect(comboDetailSchema.parse({ cateId: 5 }).cateName).toBe('');
  });
});
