import * as z from 'zod/mini';
import { count, epochMs, flag, id, pageOf } from '@/shared/api';

/** A comment under a lesson. `content` is plain user text: render it as text, never as HTML. */
export const commentSchema = z.object({
  commentId: id,
  lessonId: id,
  userId: id,
  userNickName: z._default(z.string(), ''),
  userHeadImg: z._default(z.string(), ''),
  content: z.string(),
  createTime: epochMs,
  likeNum: z._default(count, 0),
  isLiked: z._default(flag, 0),
  /** Nickname of the comment this one answers. */
  replyTo: z._default(z.nullable(z.string()), null),
});
export type Comment = z.output<typeof commentSchema>;

export const commentPageSchema = pageOf(commentSchema);

export const commentSwitchSchema = z.object({ open: flag });

export const commentLikeSchema = z.object({ commentId: id, likeNum: count, isLiked: flag });
export type CommentLike = z.output<typeof commentLikeSchema>;
