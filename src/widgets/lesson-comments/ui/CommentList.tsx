import { useUnit } from 'effector-react';
import { Button } from '@/shared/ui/button';
import { $comments, $hasMore, $loadingMore, $moreFailed, moreClicked } from '../model/comments';
import { $liking, likeClicked } from '../model/like';
import { CommentItem } from './CommentItem';

/** The comments, newest first, then 加载更多 while the server has more (重新加载 after a failed page). */
export function CommentList() {
  const [comments, hasMore, loadingMore, moreFailed, liking, onMore, onLike] = useUnit([
    $comments,
    $hasMore,
    $loadingMore,
    $moreFailed,
    $liking,
    moreClicked,
    likeClicked,
  ]);
  if (comments.length === 0) return <p className="lesson-comments__empty">还没有评论，来说两句</p>;
  return (
    <>
      <ul className="lesson-comments__list" aria-label="评论列表">
        {comments.map((comment) => (
          <CommentItem
            key={comment.commentId}
            comment={comment}
            liking={liking.includes(comment.commentId)}
            onLike={() => onLike(comment.commentId)}
          />
        ))}
      </ul>
      {moreFailed && (
        <p className="lesson-comments__message" role="alert">
          更多评论没有加载出来
        </p>
      )}
      {hasMore ? (
        <Button variant="text" block loading={loadingMore} onClick={() => onMore()}>
          {moreFailed ? '重试' : '加载更多'}
        </Button>
      ) : (
        <p className="lesson-comments__end">没有更多评论了</p>
      )}
    </>
  );
}
