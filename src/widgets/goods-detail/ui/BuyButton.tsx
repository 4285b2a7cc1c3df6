import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';

/** What the buy button needs of a goods detail (createGoodsDetail's result). */
export type BuyButtonModel = {
  purchase: { $busy: Store<boolean> };
  coupon: { $payPrice: Store<number | null> };
  buyClicked: EventCallable<void>;
  refreshed: EventCallable<void>;
};

/**
 * The buy button of a detail page still to be paid for. Without a price in the answer (the spec does not promise
 * one) nothing is sold: 重试 asks for the goods again. While the price after the chosen coupon is being asked, the
 * button says so and waits: it never shows one price and orders at another.
 */
export function BuyButton({ model, priced, free = false }: { model: BuyButtonModel; priced: boolean; free?: boolean }) {
  const [busy, payPrice, onBuy, onRetry] = useUnit([
    model.purchase.$busy,
    model.coupon.$payPrice,
    model.buyClicked,
    model.refreshed,
  ]);
  if (!priced) {
    return (
      <Button block onClick={() => onRetry()}>
        重试
      </Button>
    );
  }
  if (free) {
    // Free goods are still taken with an order (¥0): that order is what makes them the viewer's.
    return (
      <Button block loading={busy} onClick={() => onBuy()}>
        免费领取
      </Button>
    );
  }
  return (
    <Button block loading={busy} disabled={payPrice === null} onClick={() => onBuy()}>
      {payPrice === null ? '正在计算优惠…' : `购买 ${formatMoney(payPrice)}`}
    </Button>
  );
}
