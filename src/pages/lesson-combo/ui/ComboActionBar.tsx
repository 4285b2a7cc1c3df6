import { useUnit } from 'effector-react';
import type { ComboDetail } from '@/entities/combo';
import { CouponChoiceRow } from '@/features/coupon-choice';
import { PurchaseStatus } from '@/features/purchase';
import { formatMoney } from '@/shared/lib/format';
import { hrefTo, linkTo } from '@/shared/routing';
import { ActionBar } from '@/shared/ui/action-bar';
import { Button, buttonClassName } from '@/shared/ui/button';
import { buyClicked, comboCoupon, comboPurchase, comboRefreshed } from '../model/combo';

/**
 * The buy button; once bought (or free) it leads to the first lesson. Without a price in the answer nothing is
 * sold: the summary says 价格暂不可用 and the button is 重试, which asks for the column again.
 */
export function ComboActionBar({ combo }: { combo: ComboDetail }) {
  const [busy, payPrice, onBuy, onRetry] = useUnit([
    comboPurchase.$busy,
    comboCoupon.$payPrice,
    buyClicked,
    comboRefreshed,
  ]);
  const open = combo.isBought === 1 || combo.price === 0;
  const priced = combo.price !== null;
  const first = combo.lessons[0];
  return (
    <ActionBar label="购买操作">
      {!open && priced && <CouponChoiceRow choice={comboCoupon} />}
      {open ? (
        first && (
          <a className={buttonClassName({ block: true })} href={hrefTo(linkTo('lesson-play', { id: first.lessonId }))}>
            开始学习
          </a>
        )
      ) : !priced ? (
        <Button block onClick={() => onRetry()}>
          重试
        </Button>
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
