import type { LessonCard } from '@/entities/lesson';
import { formatDuration } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';

/** The column's lessons, numbered, each leading to its page. */
export function ComboCatalogue({ lessons }: { lessons: LessonCard[] }) {
  return (
    <section className="lesson-combo__section" aria-labelledby="combo-catalogue-title">
      <h3 id="combo-catalogue-title" className="lesson-combo__section-title">
        课程目录（{lessons.length}）
      </h3>
      {lessons.length === 0 ? (
        <p className="lesson-combo__empty">课程正在更新中，敬请期待</p>
      ) : (
        <ol className="lesson-combo__catalogue">
          {lessons.map((lesson, index) => (
            <li key={lesson.lessonId}>
              <a href={hrefTo(linkTo('lesson-play', { id: lesson.lessonId }))}>
                <span className="lesson-combo__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="lesson-combo__lesson-name">{lesson.lessonName}</span>
                {lesson.lessonTimeTerm > 0 && (
                  <span className="lesson-combo__duration">{formatDuration(lesson.lessonTimeTerm)}</span>
                )}
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
