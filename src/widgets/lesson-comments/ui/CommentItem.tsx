import type { Comment } from '@/entities/comment';
import { formatCount, formatRelativeTime } from '@/shared/lib/format';

type Props = { comment: Comment; liking: boolean; onLike: () => void };

/** One comment. Its text is rendered as text (React escapes it): markup typed by a learner shows as typed. */
export function CommentItem({ comment, liking, onLike }: Props) {
  const name = comment.userNickName || '学员';
  return (
    <li className="lesson-comments__item">
      {comment.userHeadImg ? (
        <img className="lesson-comments__avatar" src={comment.userHeadImg} alt="" width={36} height={36} />
      ) : (
        <span className="lesson-comments__avatar" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="lesson-comments__body">
        <div className="lesson-comments__who">
          <span className="lesson-comments__name">{name}</span>
          {comment.createTime !== null && (
            <time className="lesson-comments__time" dateTime={new Date(comment.createTime).toISOString()}>
              {formatRelativeTime(comment.createTime)}
            </time>
          )}
          <button
            type="button"
            className="lesson-comments__like"
            aria-pressed={comment.isLiked === 1}
            aria-busy={liking || undefined}
            aria-label={`赞，${comment.likeNum} 人觉得有用`}
            onClick={onLike}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M7 10v10H4V10zm2 10V9.5l4.5-6.5c1.2 0 2 .9 1.8 2.1L14.6 9H20c1 0 1.7.9 1.5 1.9l-1.6 7.6c-.2.9-.9 1.5-1.8 1.5z" />
            </svg>
            <span>{comment.likeNum > 0 ? formatCount(comment.likeNum) : '赞'}</span>
          </button>
        </div>
        <p className="lesson-comments__content">
          {comment.replyTo && <span className="lesson-comments__reply">回复 @{comment.replyTo}：</span>}
          {comment.content}
        </p>
      </div>
    </li>
  );
}
