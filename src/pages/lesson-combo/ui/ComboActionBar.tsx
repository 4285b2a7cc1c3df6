import { useUnit } from 'effector-react';
import type { ComboDetail } from '@/entities/combo';
import { CouponChoiceRow } from '@/features/coupon-choice';
import { PurchaseStatus } from '@/features/purchase';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { Button, buttonClassName } from '@/shared/ui/button';
import { buyClicked, comboCoupon, comboPurchase } from '../model/combo';

/** The buy button; once bought (or free) it leads to the first lesson. */
export function ComboActionBar({ combo }: { combo: ComboDetail }) {
  const [busy, payPrice, onBuy] = useUnit([comboPurchase.$busy, comboCoupon.$payPrice, buyClicked]);
  const open = combo.isBought === 1 || combo.price === 0;
  const first = combo.lessons[0];
  return (
    <ActionBar label="购买操作">
      {!open && <CouponChoiceRow choice={comboCoupon} />}
      {open ? (
        first && (
          <a className={buttonClassName({ block: true })} href={hrefTo(linkTo('lesson-play', { id: first.lessonId }))}>
            开始学习
          </a>
        )
      ) : (
        // While the price after the chosen coupon is being asked, the button says so and waits: it never shows one
        // price and orders at another.
        <Button block loading={busy} disabled={payPrice === null} onClick={() => onBuy()}>
          {payPrice === null ? '正在计算优惠…' : `购买 ${formatMoney(payPrice)}`}
        </Button>
      )}
      <PurchaseStatus purchase={comboPurchase} />
    </ActionBar>
  );
}
