import { useUnit } from 'effector-react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { formatCount } from '@/shared/lib/format';
import { DetailSummary } from '@/shared/ui/detail-summary';
import { Image } from '@/shared/ui/image';
import { scheduleOf } from '../lib/schedule';
import { $isOwnLesson, lessonCommerceLoader } from '../model/lesson';
import { LazyPart } from './LazyPart';

// 领券优惠 comes with the lesson's purchase and coupons, a chunk loaded after the lesson was asked for (not in
// the page's own chunk, which its first frame waits for).
const loadOfferStrip = () => import('./LessonOfferStrip').then((module) => module.LessonOfferStrip);
const noStrip = () => null;

/** Cover, title, price (and 领券后 price), learners and schedule: what the lesson is and what it costs. */
export function LessonSummary({ lesson }: { lesson: LiveRoomDetail }) {
  const schedule = scheduleOf(lesson);
  const bought = lesson.isBought === 1;
  // Coupons are for buyers: the lecturer on their own lesson sees 管理, not 领券.
  const [own, commerce] = useUnit([$isOwnLesson, lessonCommerceLoader.$state]);
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
      {/* The price after a coupon is an extra: while it loads, or when its code cannot, there is no strip. */}
      {!bought && !own && lesson.price !== null && commerce === 'ready' && (
        <LazyPart load={loadOfferStrip} props={{}} fallback={null} failed={noStrip} />
      )}
    </DetailSummary>
  );
}
