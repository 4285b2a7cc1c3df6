import type { LiveRoomDetail } from '@/entities/lesson';
import { RichContent } from '@/shared/ui/rich-content';

/** 课程介绍: the lesson's HTML (sanitized by RichContent), or its summary when it has none. */
export function LessonIntro({ lesson }: { lesson: Pick<LiveRoomDetail, 'content' | 'summary'> }) {
  return (
    <section className="lesson-play__detail" aria-labelledby="lesson-detail-title">
      <h3 id="lesson-detail-title" className="lesson-play__section-title">
        课程介绍
      </h3>
      {!lesson.content && lesson.summary && <p className="lesson-play__lead">{lesson.summary}</p>}
      <RichContent html={lesson.content} />
    </section>
  );
}
