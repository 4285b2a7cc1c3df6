import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, type Page } from '../api-client.test-utils';
import { resetMockDb } from '../backend';

type StudyItem = { lessonId: number; progress: number; learnTime: number | null };
type BuyRecord = { goodsType: number; goodsId: number; payAmount: number; price: number; couponTitle: string };

const badge = async () => (await apiGet<{ badgeNum: number }>('/api/study/badge')).data.badgeNum;

describe('我的 calls and the study list', () => {
  beforeEach(() => resetMockDb());

  it('lists studied and bought lessons, newest first, and what it showed no longer counts in the badge', async () => {
    expect(await badge()).toBe(4);
    const study = await apiGet<Page<StudyItem>>('/api/ls/lesson/learnLessonList', { pageNo: 1, pageSize: 20 });
    expect(study.data.list[0]).toMatchObject({ lessonId: 11, progress: 45 });
    // Bought, not started: lesson 36 (two days ago) has no learnTime and 0 progress.
    expect(study.data.list.find((item) => item.lessonId === 36)).toMatchObject({ learnTime: null, progress: 0 });
    expect(study.data.total).toBe(9);
    expect(await badge()).toBe(0);
  });

  it('gives every demo identity a history', async () => {
    for (const token of [1, 2, 3]) {
      for (const path of ['/api/ls/lesson/learnLessonList', '/api/mine/collectList', '/api/mine/attentList']) {
        expect((await apiGet<Page<unknown>>(path, {}, token)).data.total).toBeGreaterThan(0);
      }
      expect((await apiGet<Page<unknown>>('/api/mine/buyRecordList', {}, token)).data.total).toBeGreaterThan(0);
    }
  });

  it('lists collections newest first and follows an uncollect', async () => {
    const before = await apiGet<Page<{ lessonId: number }>>('/api/mine/collectList');
    expect(before.data.list.map((lesson) => lesson.lessonId)).toEqual([37, 27, 13, 6, 3]);
    await apiGet('/api/ls/lesson/collectToggle', { lessonId: 27 });
    const after = await apiGet<Page<{ lessonId: number }>>('/api/mine/collectList');
    expect(after.data.list.map((lesson) => lesson.lessonId)).toEqual([37, 13, 6, 3]);
  });

  it('lists followed lecturers with their newest lesson', async () => {
    const follows =
      await apiGet<Page<{ studioId: number; lecturerName: string; latestLesson: unknown }>>('/api/mine/attentList');
    expect(follows.data.list.map((lecturer) => lecturer.studioId)).toEqual([2, 6, 3]);
    expect(follows.data.list[0]).toMatchObject({
      lecturerName: '王建国',
      latestLesson: { lessonId: expect.any(Number) },
    });
  });

  it('records what was bought, for how much, with the coupon, newest first', async () => {
    const records = await apiGet<Page<BuyRecord>>('/api/mine/buyRecordList');
    expect(records.data.list.map((record) => [record.goodsType, record.goodsId])).toEqual([
      [1, 36],
      [1, 24],
      [1, 16],
      [2, 2],
    ]);
    expect(records.data.list[3]).toMatchObject({ payAmount: 5310, price: 5900, couponTitle: '老学员回馈 9 折券' });
    expect(records.data.list[0]).toMatchObject({ payAmount: 1990, couponTitle: '' });
    expect((await apiGet('/api/mine/buyRecordList', {}, null)).code).toBe(1000);
  });
});
