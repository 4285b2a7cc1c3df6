import { useUnit } from 'effector-react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { CouponOfferStrip } from '@/features/coupon-offers';
import { formatCount } from '@/shared/lib/format';
import { DetailSummary } from '@/shared/ui/detail-summary';
import { Image } from '@/shared/ui/image';
import { scheduleOf } from '../lib/schedule';
import { $isOwnLesson, lessonOffers } from '../model/lesson';

/** Cover, title, price (and 领券后 price), learners and schedule: what the lesson is and what it costs. */
export function LessonSummary({ lesson }: { lesson: LiveRoomDetail }) {
  const schedule = scheduleOf(lesson);
  const bought = lesson.isBought === 1;
  // Coupons are for buyers: the lecturer on their own lesson sees 管理, not 领券.
  const own = useUnit($isOwnLesson);
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
      {!bought && !own && lesson.price !== null && <CouponOfferStrip offers={lessonOffers} />}
    </DetailSummary>
  );
}
