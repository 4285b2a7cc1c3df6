import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, ORIGIN, type Page } from '../api-client.test-utils';
import { getMockDb, resetMockDb } from '../backend';
import { UNSAFE_CONTENT_LESSON_ID } from '../db/seed-lessons';

type Card = { lessonId: number; lessonName: string; price: number; lecturerName: string; groupId: number };

describe('seed data', () => {
  beforeEach(() => resetMockDb());

  it('has the catalogue the app needs', () => {
    const db = getMockDb();
    const lessons = db.lessons;
    expect(lessons.length).toBeGreaterThanOrEqual(40);
    expect(new Set(lessons.map((lesson) => lesson.lessonType))).toEqual(new Set([1, 2]));
    expect(lessons.some((lesson) => lesson.price === 0)).toBe(true);
    expect(lessons.some((lesson) => lesson.price > 0)).toBe(true);
    expect(lessons.some((lesson) => lesson.lessonPlayType === 2)).toBe(true);
    const live = lessons.filter((lesson) => lesson.lessonPlayType === 1);
    expect(live.every((lesson) => lesson.lessonBeginTime !== null)).toBe(true);
    expect(live.some((lesson) => (lesson.lessonBeginTime ?? 0) > Date.now())).toBe(true);
    expect(db.groups.length).toBeGreaterThanOrEqual(6);
    expect(db.combos.filter((combo) => combo.comboType === 2)).toHaveLength(5);
    expect(db.combos.filter((combo) => combo.comboType === 3)).toHaveLength(3);
    expect(db.users.filter((user) => user.isLecturer && user.studioId)).toHaveLength(6);
    expect(db.studios).toHaveLength(6);
    expect(db.papers.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps unsafe markup in exactly one lesson, for sanitiser tests', () => {
    const unsafe = getMockDb().lessons.filter((lesson) => /<script|onerror=/.test(lesson.content));
    expect(unsafe.map((lesson) => lesson.lessonId)).toEqual([UNSAFE_CONTENT_LESSON_ID]);
  });

  it('gives every column and package lessons', async () => {
    for (const cateId of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const detail = await apiGet<{ lessons: Card[]; lessonCount: number }>('/api/combo/detail', { cateId });
      expect(detail.data.lessons.length).toBeGreaterThan(0);
      expect(detail.data.lessonCount).toBe(detail.data.lessons.length);
    }
  });
});

describe('lists', () => {
  beforeEach(() => resetMockDb());

  it('pages with defaults 1/10 and caps pageSize at 50', async () => {
    const first = await apiGet<Page<Card>>('/api/newhome/newestLessonList');
    expect(first.data).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(first.data.list).toHaveLength(10);
    const total = first.data.total;
    const last = await apiGet<Page<Card>>('/api/newhome/newestLessonList', { pageNo: Math.ceil(total / 10) });
    expect(last.data.list).toHaveLength(total % 10 || 10);
    const capped = await apiGet<Page<Card>>('/api/newhome/newestLessonList', { pageSize: 500 });
    expect(capped.data.pageSize).toBe(50);
    expect(capped.data.list).toHaveLength(Math.min(50, total));
    const ids = capped.data.list.map((card) => card.lessonId);
    expect(ids[0]).toBe(Math.max(...ids));
  });

  it('filters free, cheap and category lists', async () => {
    const free = await apiGet<Page<Card>>('/api/newhome/freeLessonList', { pageSize: 50 });
    expect(free.data.list.every((card) => card.price === 0)).toBe(true);
    const cheap = await apiGet<Page<Card>>('/api/newhome/priceLowerTwentyList', { pageSize: 50 });
    expect(cheap.data.list.every((card) => card.price > 0 && card.price < 2000)).toBe(true);
    const group = await apiGet<Page<Card>>('/api/newhome/lessonListByGroupId', { groupId: 3, pageSize: 50 });
    expect(group.data.total).toBeGreaterThan(0);
    expect(group.data.list.every((card) => card.groupId === 3)).toBe(true);
  });

  it('answers lessonGroup with and without .html', async () => {
    const plain = await apiGet<{ groupId: number }[]>('/api/lesson/lessonGroup');
    const html = await apiGet<{ groupId: number }[]>('/api/lesson/lessonGroup.html');
    expect(plain.data.length).toBeGreaterThanOrEqual(6);
    expect(html.data).toEqual(plain.data);
  });

  it('searches name, summary and lecturer, ignoring case', async () => {
    const byName = await apiPost<Page<Card>>('/api/ls/keywords/findByKeywords', { keywords: '宋' });
    expect(byName.data.total).toBeGreaterThan(0);
    const byLecturer = await apiPost<Page<Card>>('/api/ls/keywords/findByKeywords', {
      keywords: '陈静怡',
      pageSize: 50,
    });
    expect(byLecturer.data.list.every((card) => card.lecturerName === '陈静怡')).toBe(true);
    expect(byLecturer.data.total).toBeGreaterThan(3);
    const upper = await apiPost<Page<Card>>('/api/ls/keywords/findByKeywords', { keywords: 'OFFER' });
    expect(upper.data.list.map((card) => card.lessonId)).toContain(6);
    const none = await apiPost<Page<Card>>('/api/ls/keywords/findByKeywords', { keywords: '不存在的课程xyz' });
    expect(none.data).toEqual({ list: [], pageNo: 1, pageSize: 10, total: 0 });
  });
});

describe('mock cdn', () => {
  it('draws a 16:9 cover with the lesson title and a square avatar', async () => {
    const cover = await fetch(`${ORIGIN}/mock-cdn/cover/lesson-11.svg`);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await cover.text();
    expect(svg).toContain('width="640" height="360"');
    expect(svg).toContain('苏轼');
    const avatar = await (await fetch(`${ORIGIN}/mock-cdn/avatar/user-1.svg`)).text();
    expect(avatar).toContain('width="200" height="200"');
    expect(avatar).toContain('>李<');
    expect((await fetch(`${ORIGIN}/mock-cdn/nope/x.svg`)).status).toBe(404);
  });
});
