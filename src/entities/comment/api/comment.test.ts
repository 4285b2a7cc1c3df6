import { describe, expect, it } from '@rstest/core';
import { commentLikeSchema, commentSchema } from './comment';

const comment = {
  commentId: 31,
  lessonId: 3,
  userId: 1,
  userNickName: '李小雨',
  userHeadImg: '/mock-cdn/avatar/user-1.svg',
  content: '<b>讲得真好</b>',
  createTime: 1_700_000_000_000,
  likeNum: 2,
  isLiked: 0,
  replyTo: null,
};

describe('comment answers', () => {
  it('accepts a comment and keeps its content as the plain text it is', () => {
    expect(commentSchema.parse(comment).content).toBe('<b>讲得真好</b>');
    expect(commentLikeSchema.parse({ commentId: 31, likeNum: 3, isLiked: true }).isLiked).toBe(1);
  });
  it('rejects a comment without id, a time as a date string and a negative like count', () => {
    const { commentId, ...rest } = comment;
    expect(commentSchema.safeParse(rest).success).toBe(false);
    expect(commentSchema.safeParse({ ...comment, createTime: '2023-11-14' }).success).toBe(false);
    expect(commentSchema.safeParse({ ...comment, likeNum: -1 }).success).toBe(false);
  });
});
