import { attach, createEvent, createStore, sample } from 'effector';
import { type Comment, toggleCommentLikeFx } from '@/entities/comment';
import { showToast } from '@/shared/ui/toast';
import { $comments, commentsOpened } from './comments';

/** 赞 on a comment (again: take the like back). */
export const likeClicked = createEvent<number>();
export const likeFx = attach({ effect: toggleCommentLikeFx });

/** Comments whose like is on its way: further taps on them wait, so a rollback undoes exactly one tap. */
export const $liking = createStore<number[]>([]).reset(commentsOpened);

const flip = (comment: Comment): Comment =>
  comment.isLiked === 1
    ? { ...comment, isLiked: 0, likeNum: Math.max(0, comment.likeNum - 1) }
    : { ...comment, isLiked: 1, likeNum: comment.likeNum + 1 };
const flipOne = (comments: Comment[], commentId: number) =>
  comments.map((comment) => (comment.commentId === commentId ? flip(comment) : comment));

const accepted = sample({
  clock: likeClicked,
  source: $liking,
  filter: (liking, commentId) => !liking.includes(commentId),
  fn: (_, commentId) => commentId,
});
$liking
  .on(accepted, (liking, commentId) => [...liking, commentId])
  .on(likeFx.finally, (liking, { params }) => liking.filter((commentId) => commentId !== params.commentId));
// Shown at once; the server's count (when it sends one) replaces the guess; a failure puts the tap back.
$comments
  .on(accepted, flipOne)
  .on(likeFx.done, (comments, { params, result }) =>
    comments.map((comment) =>
      comment.commentId === params.commentId
        ? { ...comment, likeNum: result.likeNum ?? comment.likeNum, isLiked: result.isLiked ?? comment.isLiked }
        : comment,
    ),
  )
  .on(likeFx.fail, (comments, { params }) => flipOne(comments, params.commentId));
sample({ clock: accepted, fn: (commentId) => ({ commentId }), target: likeFx });
sample({
  clock: likeFx.failData,
  fn: (error) => ({ message: error.message || '点赞失败，请稍后再试', type: 'fail' as const }),
  target: showToast,
});
