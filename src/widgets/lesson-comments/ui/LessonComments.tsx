import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { Placeholder } from '@/shared/ui/placeholder';
import { SkeletonText } from '@/shared/ui/skeleton';
import { mayComment } from '../lib/rules';
import { $loadError, $state, $total, commentsOpened, commentsRetried } from '../model/comments';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import './lesson-comments.css';

/**
 * 评论 under a lesson: shown only when the server's switch is on; the learners' comments (newest first, 加载更多),
 * and for those who may comment (lib/rules mayComment) a box to write one.
 */
export function LessonComments({ lesson }: { lesson: Pick<LiveRoomDetail, 'lessonId' | 'isBought' | 'price'> }) {
  const [state, total, loadError, opened, retried] = useUnit([
    $state,
    $total,
    $loadError,
    commentsOpened,
    commentsRetried,
  ]);
  useEffect(() => {
    opened({ lessonId: lesson.lessonId });
  }, [opened, lesson.lessonId]);
  if (state === 'hidden') return null;
  return (
    <section className="lesson-comments" aria-labelledby="lesson-comments-title" data-widget="lesson-comments">
      <h3 id="lesson-comments-title" className="lesson-comments__title">
        评论{state === 'ready' && total > 0 ? `（${total}）` : ''}
      </h3>
      {state === 'loading' && <SkeletonText lines={3} />}
      {state === 'failed' && (
        <Placeholder kind="error" title="评论加载失败" description={loadError} onAction={() => retried()} />
      )}
      {state === 'ready' && (
        <>
          {mayComment(lesson) ? <CommentComposer /> : <p className="lesson-comments__note">购买后可以发表评论</p>}
          <CommentList />
        </>
      )}
    </section>
  );
}
