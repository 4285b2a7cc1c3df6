import type { LiveRoomDetail } from '@/entities/lesson';
import { CouponOfferStrip } from '@/features/coupon-offers';
import { formatCount } from '@/shared/lib/format';
import { DetailSummary } from '@/shared/ui/detail-summary';
import { Image } from '@/shared/ui/image';
import { scheduleOf } from '../lib/schedule';
import { lessonOffers } from '../model/lesson';

/** Cover, title, price (and 领券后 price), learners and schedule: what the lesson is and what it costs. */
export function LessonSummary({ lesson }: { lesson: LiveRoomDetail }) {
  const schedule = scheduleOf(lesson);
  const bought = lesson.isBought === 1;
  return (
    <DetailSummary
      titleId="lesson-title"
      title={lesson.lessonName}
      cover={<Image src={lesson.lessonCoverUrl} alt={lesson.lessonName} eager />}
      price={lesson.price}
      originalPrice={lesson.originalPrice}
      bought={bought}
      meta={
        <>
          <span>{formatCount(lesson.learnNum)} 人学过</span>
          {schedule && (
            <span>
              {schedule.label}：{schedule.text}
            </span>
          )}
        </>
      }
    >
      {!bought && lesson.price !== null && <CouponOfferStrip offers={lessonOffers} />}
    </DetailSummary>
  );
}
