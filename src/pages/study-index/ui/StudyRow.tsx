import type { LearnLesson } from '@/entities/lesson';
import { formatRelativeTime } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { progressLabel } from '../lib/continue-lesson';

/** A lesson of the study list: cover, name, lecturer, how far (bar + words) and when last studied. */
export function StudyRow({ lesson }: { lesson: LearnLesson }) {
  const progress = progressLabel(lesson);
  const percent = Math.min(100, Math.max(0, lesson.progress ?? 0));
  return (
    <a className="study-row" href={hrefTo(linkTo('lesson-play', { id: lesson.lessonId }))}>
      <span className="study-row__cover">
        <Image src={lesson.lessonCoverUrl} alt="" displayWidth={120} />
        <span className="study-row__kind">{lesson.lessonType === 2 ? '视频' : '音频'}</span>
      </span>
      <span className="study-row__body">
        <span className="study-row__title">{lesson.lessonName || '未命名课程'}</span>
        <span className="study-row__lecturer">{lesson.lecturerName || lesson.studioName}</span>
        {progress && (
          <span className="study-row__progress">
            <span
              className="study-row__bar"
              role="progressbar"
              aria-label="学习进度"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className="study-row__bar-fill" style={{ width: `${percent}%` }} />
            </span>
            <span className="study-row__progress-text">{progress}</span>
          </span>
        )}
        {lesson.learnTime !== null && (
          <span className="study-row__time">{formatRelativeTime(lesson.learnTime, Date.now())}学过</span>
        )}
      </span>
    </a>
  );
}
