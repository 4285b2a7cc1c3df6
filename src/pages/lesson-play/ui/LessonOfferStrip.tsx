import { CouponOfferStrip } from '@/features/coupon-offers';
import { lessonOffers } from '../model/commerce-offers';

/**
 * 领券后 and 领券 under the lesson's price: in the lesson's commerce chunk, not in the page's (which its first frame
 * waits for).
 */
export function LessonOfferStrip() {
  return <CouponOfferStrip offers={lessonOffers} />;
}
