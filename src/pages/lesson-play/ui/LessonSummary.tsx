import type { LiveRoomDetail } from '@/entities/lesson';
import { formatCount, formatPrice } from '@/shared/lib/format';
import { Image } from '@/shared/ui/image';
import { scheduleOf } from '../lib/schedule';

/** Cover, title, price, learners and schedule: what the lesson is and what it costs. */
export function LessonSummary({ lesson }: { lesson: LiveRoomDetail }) {
  const schedule = scheduleOf(lesson);
  const bought = lesson.isBought === 1;
  return (
    <section className="lesson-play__summary" aria-labelledby="lesson-title">
      <Image src={lesson.lessonCoverUrl} alt={lesson.lessonName} eager />
      <div className="lesson-play__intro">
        <h2 id="lesson-title" className="lesson-play__title">
          {lesson.lessonName}
        </h2>
        <p className="lesson-play__price">
          {bought ? (
            <span className="lesson-play__bought">已购买</span>
          ) : (
            <>
              <strong>{formatPrice(lesson.price)}</strong>
              {lesson.originalPrice !== null && lesson.originalPrice > lesson.price && (
                <del>
                  <span className="lesson-play__hidden">原价</span>
                  {formatPrice(lesson.originalPrice)}
                </del>
              )}
            </>
          )}
        </p>
        <p className="lesson-play__meta">
          <span>{formatCount(lesson.learnNum)} 人学过</span>
          {schedule && (
            <span>
              {schedule.label}：{schedule.text}
            </span>
          )}
        </p>
      </div>
    </section>
  );
}
