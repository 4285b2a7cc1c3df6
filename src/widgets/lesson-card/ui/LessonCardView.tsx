import type { ReactNode } from 'react';
import { badgeOf, type LessonCard } from '@/entities/lesson';
import { formatCount, formatPrice } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';
import { Image } from '@/shared/ui/image';
import { BargainCountdown } from './BargainCountdown';
import './lesson-card.css';

type Props = {
  lesson: LessonCard;
  /** The title as shown, e.g. with search matches marked; the plain lesson name by default. */
  title?: ReactNode;
  /** A limited-time deal: shows the live countdown to this time (epoch ms). */
  bargainEndTime?: number;
  /** Called when the card is opened (before the link navigates), e.g. to remember a search. */
  onOpen?: () => void;
  /** Says 课程 before the title, where lessons are listed with columns and packages (search). */
  tagged?: boolean;
};

/**
 * The lesson row every list shows: a real link to the lesson, with a fixed height so lists never shift. A lesson the
 * viewer owns says 已购 instead of its price: nothing is offered for sale twice.
 */
export function LessonCardView({ lesson, title, bargainEndTime, onOpen, tagged = false }: Props) {
  const owned = lesson.isBought === 1;
  const discounted = !owned && lesson.originalPrice !== null && lesson.originalPrice > lesson.price;
  return (
    <a className="lesson-card" href={hrefTo(linkTo('lesson-play', { id: lesson.lessonId }))} onClick={onOpen}>
      <span className="lesson-card__cover">
        <Image src={lesson.lessonCoverUrl} alt="" displayWidth={120} marker={badgeOf(1, lesson.markType)} />
      </span>
      <span className="lesson-card__body">
        <span className="lesson-card__title">
          {tagged && <span className="lesson-card__kind">课程</span>}
          {title ?? lesson.lessonName}
        </span>
        <span className="lesson-card__lecturer">{lesson.lecturerName || lesson.studioName}</span>
        <span className="lesson-card__meta">
          {owned ? (
            <span className="lesson-card__owned">已购</span>
          ) : (
            <span className="lesson-card__price" data-free={lesson.price === 0 || undefined}>
              {formatPrice(lesson.price)}
            </span>
          )}
          {discounted && <del className="lesson-card__original">{formatPrice(lesson.originalPrice)}</del>}
          <span className="lesson-card__learners">{formatCount(lesson.learnNum)}人学过</span>
        </span>
        {bargainEndTime !== undefined && <BargainCountdown endTime={bargainEndTime} />}
      </span>
    </a>
  );
}
