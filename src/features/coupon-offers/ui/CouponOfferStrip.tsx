import { useUnit } from 'effector-react';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { openPageFx } from '@/shared/ui/modal';
import type { CouponOffers } from '../model/create-coupon-offers';
import { CouponOfferSheet } from './CouponOfferSheet';
import './coupon-offers.css';

const deadline = (endTime: number) => {
  const end = new Date(endTime);
  return `${end.getMonth() + 1}月${end.getDate()}日截止`;
};

/** 领券后 ¥84.00 under the price, and 领券 opening the claimable coupons; nothing at all without a special. */
export function CouponOfferStrip({ offers }: { offers: CouponOffers }) {
  const [offer, onOpened, openSheet] = useUnit([offers.$offer, offers.sheetOpened, openPageFx]);
  if (!offer) return null;
  const open = () => {
    onOpened();
    openSheet({ title: '领取优惠券', content: <CouponOfferSheet offers={offers} /> });
  };
  return (
    <div className="coupon-offer">
      <p className="coupon-offer__text">
        <span>
          领券后 <strong>{formatMoney(offer.price)}</strong>
        </span>
        {offer.endTime !== null && <span className="coupon-offer__deadline">{deadline(offer.endTime)}</span>}
      </p>
      <Button size="s" aria-haspopup="dialog" onClick={open}>
        领券
      </Button>
    </div>
  );
}
