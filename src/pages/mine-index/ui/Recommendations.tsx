import { useUnit } from 'effector-react';
import { hrefTo, linkTo } from '@/shared/routing';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { LessonCardView } from '@/widgets/lesson-card';
import { $recommend, $recommendError, $recommendState, RECOMMEND_COUNT, recommendRetried } from '../model/mine-index';

/** 为你推荐 (`/api/mine/recommendList`): a few lessons, and the whole list one tap away. */
export function Recommendations() {
  const [lessons, state, error, retried] = useUnit([$recommend, $recommendState, $recommendError, recommendRetried]);
  if (state === 'ready' && lessons.length === 0) return null;
  return (
    <section className="mine-recommend" aria-labelledby="mine-recommend-title">
      <div className="mine-recommend__head">
        <h2 id="mine-recommend-title" className="mine-recommend__title">
          为你推荐
        </h2>
        {state === 'ready' && (
          <a className="mine-recommend__more" href={hrefTo(linkTo('lesson-recommend'))}>
            查看更多
          </a>
        )}
      </div>
      {state === 'loading' && <ListSkeleton rows={2} />}
      {state === 'failed' && <Placeholder kind="error" error={error} onAction={retried} />}
      {state === 'ready' && (
        <ul className="mine-recommend__list">
          {lessons.slice(0, RECOMMEND_COUNT).map((lesson) => (
            <li key={lesson.lessonId}>
              <LessonCardView lesson={lesson} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
