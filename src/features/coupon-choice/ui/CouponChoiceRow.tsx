import { useUnit } from 'effector-react';
import { couponValue } from '@/entities/coupon';
import { openPageFx } from '@/shared/ui/modal';
import type { CouponChoice } from '../model/create-coupon-choice';
import { CouponSheet } from './CouponSheet';
import './coupon-choice.css';

/** 优惠券 row above the buy button: the coupon in use (or how many there are); tapping it opens the list. */
export function CouponChoiceRow({ choice }: { choice: CouponChoice }) {
  const [coupons, chosen, loading, openSheet] = useUnit([choice.$coupons, choice.$chosen, choice.$loading, openPageFx]);
  if (loading || coupons.length === 0) return null;
  const summary = chosen
    ? `${chosen.title}（${chosen.couponType === 1 ? '减' : ''}${couponValue(chosen)}）`
    : `${coupons.length} 张可用`;
  return (
    <button
      type="button"
      className="coupon-choice"
      aria-haspopup="dialog"
      onClick={() => openSheet({ title: '选择优惠券', content: <CouponSheet choice={choice} /> })}
    >
      <span className="coupon-choice__label">优惠券</span>
      <span className="coupon-choice__value" data-chosen={chosen ? true : undefined}>
        {summary}
      </span>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 6l6 6-6 6" />
      </svg>
    </button>
  );
}
