import * as z from 'zod/mini';
import { count, epochTime, flag, flagOr, id, numberOr, pageOf, text } from '@/shared/api';

/*
 * Spec §7 names the comment calls but none of their answers' fields: each reader requires only what the screen
 * cannot do without (a comment's id, for its key and its like, and its text) and defaults the rest (docs/api.md).
 */

/**
 * The longest comment, in characters (code points). Spec §5 gives no form rule and §9 no limit: 200 is ours, the
 * mock refuses longer ones (code 5) the same way.
 */
export const MAX_COMMENT_LENGTH = 200;

/** A comment under a lesson. `content` is plain user text: render it as text, never as HTML. */
export const commentSchema = z.object({
  commentId: id,
  lessonId: numberOr(0),
  userId: numberOr(0),
  userNickName: text,
  userHeadImg: text,
  content: z.string(),
  /** null when the server sends no readable time: the row shows no time. */
  createTime: epochTime,
  likeNum: z._default(count, 0),
  isLiked: flagOr(0),
  /** Nickname of the comment this one answers. */
  replyTo: z._default(z.nullable(z.string()), null),
});
export type Comment = z.output<typeof commentSchema>;

export const commentPageSchema = pageOf(commentSchema);

/**
 * The switch: `{ open }` as designed, or the flag itself; anything unreadable counts as open (the list's own
 * answer then decides what shows) rather than hiding the learners' comments.
 */
export const commentSwitchSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((data): { open: 0 | 1 } => {
    const value = typeof data === 'object' && data !== null && 'open' in data ? data.open : data;
    const read = flag.safeParse(value);
    return { open: read.success ? read.data : 1 };
  }),
);

/** The published comment, or null when the server answers without one (the list is then asked again). */
export const publishedCommentSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((data): Comment | null => {
    const read = commentSchema.safeParse(data);
    return read.success ? read.data : null;
  }),
);

/** The like's new state; a missing field keeps what the screen already shows. */
export const commentLikeSchema = z.object({
  commentId: numberOr(null),
  likeNum: numberOr(null),
  isLiked: flagOr(null),
});
export type CommentLike = z.output<typeof commentLikeSchema>;
