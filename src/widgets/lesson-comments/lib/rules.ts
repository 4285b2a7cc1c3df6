import { MAX_COMMENT_LENGTH } from '@/entities/comment';

/** Characters as a reader counts them: an emoji or a CJK character is one (code points, not UTF-16 units). */
export const lengthOf = (text: string): number => [...text].length;

export type CommentProblem = 'empty' | 'tooLong' | null;

/** What stops a comment being sent: nothing typed (spaces only), or more than the limit. */
export function problemOf(text: string): CommentProblem {
  if (!text.trim()) return 'empty';
  return lengthOf(text) > MAX_COMMENT_LENGTH ? 'tooLong' : null;
}

export const PROBLEM_MESSAGES = {
  empty: '请输入评论内容',
  tooLong: `评论不能超过${MAX_COMMENT_LENGTH}字`,
} as const;

/**
 * Who may comment (the spec is silent): anyone logged in on a free lesson, and the buyers of a paid one (a lesson
 * in a bought column or package counts as bought: the server's isBought says so). Everyone may read and like.
 */
export const mayComment = (lesson: { isBought: 0 | 1; price: number | null }): boolean =>
  lesson.isBought === 1 || lesson.price === 0;
