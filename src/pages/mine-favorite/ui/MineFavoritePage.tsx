import { useUnit } from 'effector-react';
import type { LessonCard } from '@/entities/lesson';
import { HOME_PATH, hrefTo, type PageProps } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { LessonCardView } from '@/widgets/lesson-card';
import { $hidden, $pending, favoriteList, uncollectClicked } from '../model/favorites';
import './mine-favorite.css';

const lessonKey = (lesson: LessonCard) => lesson.lessonId;

function EmptyFavorites() {
  return (
    <div className="mine-favorite__empty">
      <Placeholder title="还没有收藏的课程" description="在课程页点 收藏，就能在这里找到" />
      <a className={buttonClassName({ variant: 'primary', size: 's' })} href={hrefTo(HOME_PATH)}>
        去首页逛逛
      </a>
    </div>
  );
}

/** mine/favorite — 我的收藏: collected lessons, each with 取消收藏 (taken off at once, put back if it fails). */
export default function MineFavoritePage({ title }: PageProps) {
  const [items, status, hidden, pending, uncollect] = useUnit([
    favoriteList.$items,
    favoriteList.$status,
    $hidden,
    $pending,
    uncollectClicked,
  ]);
  const allRemoved = status === 'end' && items.length > 0 && items.every((lesson) => hidden.includes(lesson.lessonId));
  return (
    <main className="mine-favorite" data-page="mine-favorite">
      <PageHeader title={title} />
      {allRemoved && <EmptyFavorites />}
      <InfiniteList
        list={favoriteList}
        label={title}
        getKey={lessonKey}
        empty={<EmptyFavorites />}
        renderItem={(lesson) =>
          hidden.includes(lesson.lessonId) ? null : (
            <div className="mine-favorite__row">
              <LessonCardView lesson={lesson} />
              <button
                type="button"
                className="mine-favorite__remove"
                aria-label={`取消收藏 ${lesson.lessonName}`}
                aria-busy={pending.includes(lesson.lessonId)}
                onClick={() => uncollect(lesson.lessonId)}
              >
                取消收藏
              </button>
            </div>
          )
        }
      />
    </main>
  );
}
