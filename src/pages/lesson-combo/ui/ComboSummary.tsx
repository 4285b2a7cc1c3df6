import { useUnit } from 'effector-react';
import type { ComboDetail } from '@/entities/combo';
import { CouponOfferStrip } from '@/features/coupon-offers';
import { formatCount } from '@/shared/lib/format';
import { AvatarRow } from '@/shared/ui/avatar-row';
import { DetailSummary } from '@/shared/ui/detail-summary';
import { Image } from '@/shared/ui/image';
import { $isOwnCombo, comboOffers } from '../model/combo';

/** Cover, title, price (and 领券后 price) and counts, then who teaches it. */
export function ComboSummary({ combo }: { combo: ComboDetail }) {
  const kind = combo.comboType === 3 ? '系列课' : '专栏';
  const bought = combo.isBought === 1;
  // Coupons are for buyers: the lecturer on their own column or package sees 管理, not 领券.
  const own = useUnit($isOwnCombo);
  return (
    <>
      <DetailSummary
        titleId="combo-title"
        title={combo.cateName}
        cover={<Image src={combo.showCover || combo.cover} alt={combo.cateName} marker={combo.markType} eager />}
        price={combo.price}
        originalPrice={combo.originalPrice}
        bought={bought}
        boughtLabel={combo.comboType === 3 ? '已购买' : '已加入专栏'}
        meta={
          <>
            <span>
              {kind} · 共 {combo.lessonCount || combo.lessons.length} 课
            </span>
            <span>{formatCount(combo.learnNum)} 人学过</span>
          </>
        }
      >
        {!bought && !own && combo.price !== null && <CouponOfferStrip offers={comboOffers} />}
      </DetailSummary>
      <AvatarRow
        label="讲师"
        avatar={combo.lecturer?.avatar ?? ''}
        name={combo.lecturer?.lecturerName || combo.lecturerName || '讲师'}
        note={combo.lecturer?.studioName || combo.studioName}
      />
    </>
  );
}
