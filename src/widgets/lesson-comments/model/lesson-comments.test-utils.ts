import type { Comment } from '@/entities/comment';

export const aComment = (commentId: number, patch: Partial<Comment> = {}): Comment => ({
  commentId,
  lessonId: 11,
  userId: 22,
  userNickName: '书香门第',
  userHeadImg: '',
  content: `第 ${commentId} 条评论`,
  createTime: 1_700_000_000_000 - commentId,
  likeNum: 3,
  isLiked: 0,
  replyTo: null,
  ...patch,
});

export const pageOf = (list: Comment[], pageNo: number, total: number) => ({ list, pageNo, pageSize: 10, total });
