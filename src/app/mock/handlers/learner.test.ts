import { beforeEach, describe, expect, it } from '@rstest/core';
import { apiGet, apiPost, type Page, PENDING_LECTURER } from '../api-client.test-utils';
import { getMockDb, resetMockDb } from '../backend';

type Room = {
  isCollected: number;
  isBought: number;
  isStudy: number;
  lessonUrl: string;
  tryUrl: string;
  lecturerId: number;
};
type Comment = { commentId: number; content: string; likeNum: number; isLiked: number; replyTo: string | null };

const room = (lessonId: number) => apiGet<Room>('/api/ls/lesson/findStudioRoomDetail', { lessonId });

describe('learner actions', () => {
  beforeEach(() => resetMockDb());

  it('toggles a collection and keeps it', async () => {
    expect((await room(11)).data.isCollected).toBe(0);
    expect((await apiGet('/api/ls/lesson/collectToggle', { lessonId: 11 })).data).toEqual({
      lessonId: 11,
      isCollected: 1,
    });
    expect((await room(11)).data.isCollected).toBe(1);
    await apiGet('/api/ls/lesson/collectToggle', { lessonId: 11 });
    expect((await room(11)).data.isCollected).toBe(0);
    expect((await apiGet('/api/ls/lesson/collectToggle', { lessonId: 11 }, null)).code).toBe(1000);
  });

  it('gives the media only to buyers and for free lessons', async () => {
    const bought = (await room(11)).data;
    expect(bought.isBought).toBe(1);
    expect(bought.lessonUrl).not.toBe('');
    const paid = (await room(1)).data;
    expect(paid).toMatchObject({ isBought: 0, lessonUrl: '' });
    expect(paid.tryUrl).not.toBe('');
    expect((await room(7)).data.lessonUrl).not.toBe('');
    expect((await apiGet<Room>('/api/ls/lesson/findStudioRoomDetail', { lessonId: 11 }, null)).data.isBought).toBe(0);
  });

  it('lets buyers of a paid lesson comment, up to 200 characters', async () => {
    expect((await apiPost('/api/comment/publish', { lessonId: 1, content: '想买' })).code).toBe(7);
    expect((await apiPost('/api/comment/publish', { lessonId: 11, content: '好'.repeat(201) })).code).toBe(5);
    expect((await apiPost('/api/comment/publish', { lessonId: 11, content: '好'.repeat(200) })).code).toBe(1);
    // Free lesson 7: anyone logged in.
    expect((await apiPost('/api/comment/publish', { lessonId: 7, content: '谢谢' }, PENDING_LECTURER)).code).toBe(1);
  });

  it('finds columns and packages as well as lessons, each with its kind and whether the viewer owns it', async () => {
    type Found = { goodsType: number; cateId?: number; lessonId?: number; isBought: number };
    const found = await apiPost<Page<Found>>('/api/ls/keywords/findByKeywords', { keywords: '王建国', pageSize: 50 });
    const kinds = found.data.list.map((item) => [
      item.goodsType,
      item.goodsType === 1 ? item.lessonId : item.cateId,
      item.isBought,
    ]);
    expect(kinds).toContainEqual([2, 2, 1]);
    expect(kinds).toContainEqual([3, 8, 0]);
    // Lesson 9 is in column 2, which the learner bought.
    expect(kinds).toContainEqual([1, 9, 1]);
    const anonymous = await apiPost<Page<Found>>('/api/ls/keywords/findByKeywords', { keywords: '王建国' }, null);
    expect(anonymous.data.list.every((item) => item.isBought === 0)).toBe(true);
  });

  it('records study and lowers the badge', async () => {
    const before = (await apiGet<{ badgeNum: number }>('/api/study/badge')).data.badgeNum;
    expect(before).toBe(4);
    expect((await apiGet('/api/recentlearn/addRecentLearn', { lessonId: 12, progress: 20 })).data).toBeNull();
    expect((await apiGet<{ badgeNum: number }>('/api/study/badge')).data.badgeNum).toBe(before - 1);
    const learned = await apiGet<Page<{ lessonId: number; progress: number }>>('/api/ls/lesson/learnLessonList');
    expect(learned.data.list[0]).toMatchObject({ lessonId: 12, progress: 20 });
    expect((await room(12)).data.isStudy).toBe(1);
  });

  it('publishes comments newest first, with replies', async () => {
    const published = await apiPost<Comment>('/api/comment/publish', { lessonId: 11, content: '  讲得真好  ' });
    expect(published.data).toMatchObject({ content: '讲得真好', likeNum: 0, isLiked: 0, replyTo: null });
    const reply = await apiPost<Comment>('/api/comment/publish', { lessonId: 11, content: '同意', replyId: 1 });
    expect(reply.data.replyTo).toBe('陌上花开');
    const list = await apiGet<Page<Comment>>('/api/comment/list', { lessonId: 11 });
    expect(list.data.list.slice(0, 2).map((comment) => comment.content)).toEqual(['同意', '讲得真好']);
    expect((await apiPost('/api/comment/publish', { lessonId: 11, content: '   ' })).code).toBe(4);
    expect((await apiPost('/api/comment/publish', { lessonId: 15, content: '关了吗' })).code).toBe(3);
    expect((await apiGet<{ open: number }>('/api/comment/switch', { lessonId: 15 })).data.open).toBe(0);
  });

  it('toggles a like', async () => {
    const liked = await apiPost<Comment>('/api/comment/claud', { commentId: 3 });
    expect(liked.data).toEqual({ commentId: 3, likeNum: 13, isLiked: 1 });
    const list = await apiGet<Page<Comment>>('/api/comment/list', { lessonId: 11 });
    expect(list.data.list.find((comment) => comment.commentId === 3)).toMatchObject({ likeNum: 13, isLiked: 1 });
    const unliked = await apiPost<Comment>('/api/comment/claud', { commentId: 3 });
    expect(unliked.data).toEqual({ commentId: 3, likeNum: 12, isLiked: 0 });
  });

  it('keeps the last 200 statistics events', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await apiGet('/api/count/pvuv', { jsonData: JSON.stringify({ action: 100000000, i }) })).code).toBe(1);
    }
    expect(getMockDb().pvuvEvents.at(-1)).toEqual({ action: 100000000, i: 2 });
    expect((await apiGet('/api/count/pvuv', { jsonData: '{oops' })).code).not.toBe(1);
  });
});
