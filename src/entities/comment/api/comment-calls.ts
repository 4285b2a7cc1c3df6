import { createRequestFx } from '@/shared/api';
import { commentLikeSchema, commentPageSchema, commentSwitchSchema, publishedCommentSchema } from './comment';

/** Whether comments are open under the lesson. */
export const getCommentSwitchFx = createRequestFx<{ lessonId: number }, typeof commentSwitchSchema>({
  path: '/api/comment/switch',
  schema: commentSwitchSchema,
});

/** The lesson's comments, newest first. */
export const getCommentsFx = createRequestFx<
  { lessonId: number; pageNo?: number; pageSize?: number },
  typeof commentPageSchema
>({ path: '/api/comment/list', schema: commentPageSchema });

/** Posts a comment (or a reply to `replyId`); answers the stored comment (null when the server sends none). */
export const publishCommentFx = createRequestFx<
  { lessonId: number; content: string; replyId?: number },
  typeof publishedCommentSchema
>({ method: 'POST', path: '/api/comment/publish', schema: publishedCommentSchema });

/** Likes the comment, or takes the like back; answers the new count. */
export const toggleCommentLikeFx = createRequestFx<{ commentId: number }, typeof commentLikeSchema>({
  method: 'POST',
  path: '/api/comment/claud',
  schema: commentLikeSchema,
});
