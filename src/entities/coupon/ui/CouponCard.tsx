import type { ReactNode } from 'react';
import type { UserCoupon } from '../api/coupon';
import { couponCondition, couponExpiry, couponValue } from '../lib/describe';
import './coupon-card.css';

type Terms = Pick<UserCoupon, 'title' | 'couponType' | 'amount' | 'discount' | 'minSpend' | 'endTime'>;

/**
 * A coupon as a ticket: its worth on the left; title, minimum spend and expiry on the right. On a card too narrow for
 * both (large text) the worth goes on top.
 */
export function CouponCard({ coupon, muted, children }: { coupon: Terms; muted?: boolean; children?: ReactNode }) {
  return (
    <div className="coupon-card" data-muted={muted || undefined}>
      <div className="coupon-card__ticket">
        <div className="coupon-card__value">
          <strong>{couponValue(coupon)}</strong>
          <span>{couponCondition(coupon)}</span>
        </div>
        <div className="coupon-card__body">
          <p className="coupon-card__title">{coupon.title}</p>
          <p className="coupon-card__expiry">{couponExpiry(coupon)}</p>
          {children}
        </div>
      </div>
    </div>
  );
}
