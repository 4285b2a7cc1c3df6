import { useUnit } from 'effector-react';
import { useId } from 'react';
import { CouponCard } from '@/entities/coupon';
import { Button } from '@/shared/ui/button';
import { closeModal } from '@/shared/ui/modal';
import type { CouponChoice } from '../model/create-coupon-choice';

/** The viewer's usable coupons as radio choices, plus 不使用优惠券; a choice applies at once. */
export function CouponSheet({ choice }: { choice: CouponChoice }) {
  const [coupons, chosen, onChoose, onClose] = useUnit([
    choice.$coupons,
    choice.$chosen,
    choice.couponChosen,
    closeModal,
  ]);
  const name = useId();
  const chosenId = chosen?.couponUserId ?? null;
  return (
    <div className="coupon-sheet">
      <fieldset className="coupon-sheet__list">
        <legend className="coupon-sheet__legend">可用优惠券（{coupons.length} 张）</legend>
        {coupons.map((coupon) => (
          <label key={coupon.couponUserId} className="coupon-sheet__option">
            <input
              type="radio"
              name={name}
              checked={chosenId === coupon.couponUserId}
              onChange={() => onChoose(coupon.couponUserId)}
            />
            <CouponCard coupon={coupon} />
          </label>
        ))}
        <label className="coupon-sheet__option coupon-sheet__none">
          <input type="radio" name={name} checked={chosenId === null} onChange={() => onChoose(null)} />
          不使用优惠券
        </label>
      </fieldset>
      <Button block onClick={() => onClose()}>
        确定
      </Button>
    </div>
  );
}
