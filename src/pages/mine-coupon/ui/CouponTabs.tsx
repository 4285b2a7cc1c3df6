import { useUnit } from 'effector-react';
import type { KeyboardEvent } from 'react';
import { couponTabs } from '../config/tabs';
import { $tab, tabChosen } from '../model/mine-coupon';

/** A real tablist: arrow keys move between tabs, the chosen one is the only one in the tab order. */
export function CouponTabs() {
  const [tab, choose] = useUnit([$tab, tabChosen]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = couponTabs.findIndex((item) => item.status === tab);
    const next = couponTabs[(index + step + couponTabs.length) % couponTabs.length];
    if (!next) return;
    choose(next.status);
    document.getElementById(`mine-coupon-tab-${next.status}`)?.focus();
  };
  return (
    <div className="mine-coupon__tabs" role="tablist" aria-label="优惠券状态" onKeyDown={onKeyDown}>
      {couponTabs.map((item) => (
        <button
          key={item.status}
          type="button"
          role="tab"
          id={`mine-coupon-tab-${item.status}`}
          aria-selected={item.status === tab}
          aria-controls="mine-coupon-panel"
          tabIndex={item.status === tab ? 0 : -1}
          className="mine-coupon__tab"
          onClick={() => choose(item.status)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
