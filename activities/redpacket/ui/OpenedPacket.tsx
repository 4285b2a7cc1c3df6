import { useUnit } from 'effector-react';
import { formatMoney } from '@/shared/lib/format';
import { HOME_PATH, hrefTo, linkToMine } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import type { PacketInfo } from '../api/redpacket';
import { couponTerms } from '../lib/coupon-terms';
import { $alreadyOpened, $justOpened } from '../model/redpacket';
import './opened-packet.css';

// Moves focus to the amount once it appears, so a screen reader announces it in place of the vanished 拆 button.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** What the packet held: the amount, the coupon it became and the ways to spend it. */
export function OpenedPacket({ packet }: { packet: PacketInfo }) {
  const [alreadyOpened, justOpened] = useUnit([$alreadyOpened, $justOpened]);
  return (
    <section className={`rp-result${justOpened ? ' rp-result--fresh' : ''}`} aria-labelledby="rp-result-amount">
      {alreadyOpened && (
        <p className="rp-result__notice" role="status">
          你已经领过这个红包啦
        </p>
      )}
      <div className="rp-result__card">
        <p className="rp-result__lead">{justOpened ? '恭喜你获得' : '你已领取'}</p>
        <h2
          id="rp-result-amount"
          className="rp-result__amount"
          tabIndex={-1}
          ref={justOpened ? focusOnMount : undefined}
        >
          {formatMoney(packet.amount)}
        </h2>
        <p className="rp-result__coupon">{packet.couponTitle}</p>
        <p className="rp-result__terms">{couponTerms(packet.minSpend, packet.expiresAt)}</p>
      </div>
      <p className="rp-result__saved">已放入「我的优惠券」，买课时自动可选</p>
      <div className="rp-result__actions">
        <a className={`${buttonClassName({ block: true })} rp-result__use`} href={hrefTo(HOME_PATH)}>
          去使用
        </a>
        <a
          className={`${buttonClassName({ variant: 'text', block: true })} rp-result__coupons`}
          href={hrefTo(linkToMine('mine-coupon'))}
        >
          查看我的优惠券
        </a>
      </div>
    </section>
  );
}
