import type { LearnLesson } from '@/entities/lesson';
import { hrefTo, linkTo } from '@/shared/routing';
import { useAfterFirstPaint } from '@/shared/ui/after-paint';
import { Image } from '@/shared/ui/image';
import { progressLabel } from '../lib/continue-lesson';

/** The 继续学习 entry at the top: the lesson studied last, one tap back into it. */
export function ContinueCard({ lesson }: { lesson: LearnLesson }) {
  const progress = progressLabel(lesson);
  // The cover paints from the card's second frame, as the list's pictures do: the tab's first frame paints sooner.
  const painted = useAfterFirstPaint();
  return (
    <section
      className="study-continue"
      aria-labelledby="study-continue-title"
      data-first-frame={painted ? undefined : ''}
    >
      <h2 id="study-continue-title" className="study-continue__heading">
        最近在学
      </h2>
      <a className="study-continue__card" href={hrefTo(linkTo('lesson-play', { id: lesson.lessonId }))}>
        <span className="study-continue__cover">
          <Image src={lesson.lessonCoverUrl} alt="" displayWidth={96} ratio={1} />
        </span>
        <span className="study-continue__body">
          <span className="study-continue__title">{lesson.lessonName || '未命名课程'}</span>
          {progress && <span className="study-continue__progress">{progress}</span>}
        </span>
        <span className="study-continue__action">继续学习</span>
      </a>
    </section>
  );
}
