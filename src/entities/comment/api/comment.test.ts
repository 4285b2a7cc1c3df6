import { describe, expect, it } from '@rstest/core';
import { commentLikeSchema, commentSchema, commentSwitchSchema, publishedCommentSchema } from './comment';

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

  it('needs only an id and the text; the rest defaults, a date string is read as Beijing time', () => {
    const bare = commentSchema.parse({ commentId: 31, content: '好', createTime: '2023-11-15 06:13:20' });
    expect(bare).toMatchObject({ commentId: 31, userNickName: '', likeNum: 0, isLiked: 0, replyTo: null });
    expect(bare.createTime).toBe(Date.UTC(2023, 10, 14, 22, 13, 20));
    expect(commentSchema.parse({ ...comment, createTime: null }).createTime).toBeNull();
  });

  it('rejects a comment without id or text, and a negative like count', () => {
    const { commentId, ...rest } = comment;
    expect(commentSchema.safeParse(rest).success).toBe(false);
    expect(commentSchema.safeParse({ ...comment, content: undefined }).success).toBe(false);
    expect(commentSchema.safeParse({ ...comment, likeNum: -1 }).success).toBe(false);
  });

  it('reads the switch as { open }, a bare flag, or open when unreadable', () => {
    expect(commentSwitchSchema.parse({ open: 0 })).toEqual({ open: 0 });
    expect(commentSwitchSchema.parse(false)).toEqual({ open: 0 });
    expect(commentSwitchSchema.parse(null)).toEqual({ open: 1 });
  });

  it('a publish answer without a comment is null, a like answer without fields keeps nulls', () => {
    expect(publishedCommentSchema.parse(null)).toBeNull();
    expect(publishedCommentSchema.parse(comment)?.commentId).toBe(31);
    expect(commentLikeSchema.parse({})).toEqual({ commentId: null, likeNum: null, isLiked: null });
  });
});
