import { useUnit } from 'effector-react';
import { hrefTo, linkTo } from '@/shared/routing';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { LessonCardView } from '@/widgets/lesson-card';
import { $recommend, RECOMMEND_COUNT, recommendations } from '../model/mine-index';

/** 为你推荐 (`/api/mine/recommendList`): a few lessons, and the whole list one tap away. */
export function Recommendations() {
  const [lessons, status] = useUnit([$recommend, recommendations.$status]);
  if (status === 'ready' && lessons.length === 0) return null;
  return (
    <section className="mine-recommend" aria-labelledby="mine-recommend-title">
      <div className="mine-recommend__head">
        <h2 id="mine-recommend-title" className="mine-recommend__title">
          为你推荐
        </h2>
        {status === 'ready' && (
          <a className="mine-recommend__more" href={hrefTo(linkTo('lesson-recommend'))}>
            查看更多
          </a>
        )}
      </div>
      <ResourceView resource={recommendations} skeleton={<ListSkeleton rows={2} />}>
        {(page) => (
          <ul className="mine-recommend__list">
            {page.list.slice(0, RECOMMEND_COUNT).map((lesson) => (
              <li key={lesson.lessonId}>
                <LessonCardView lesson={lesson} />
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}
