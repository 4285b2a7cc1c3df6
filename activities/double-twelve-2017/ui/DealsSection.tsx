import { useUnit } from 'effector-react';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { $buyingDealId, buyClicked } from '../model/buy-deal';
import { $promo, $promoFailed, PromoGate, promoRetried } from '../model/promo';
import { DealCard } from './DealCard';
import './deals.css';

/** The promoted deals: loading, failed (retry), none yet, or the list. */
export function DealsSection() {
  useGateAfterPaint(PromoGate);
  const [promo, failed, buyingDealId, retry, buy] = useUnit([
    $promo,
    $promoFailed,
    $buyingDealId,
    promoRetried,
    buyClicked,
  ]);
  return (
    <section className="d12-section" aria-labelledby="d12-deals-title">
      <h2 id="d12-deals-title" className="d12-section__title">
        年终特惠
      </h2>
      {promo ? (
        promo.deals.length > 0 ? (
          <ul className="d12-deals">
            {promo.deals.map((deal) => (
              <DealCard key={deal.dealId} deal={deal} buying={buyingDealId === deal.dealId} onBuy={buy} />
            ))}
          </ul>
        ) : (
          <Placeholder title="特惠课程正在上架" description="稍后再来看看吧" />
        )
      ) : failed ? (
        <Placeholder kind="error" title="特惠课程加载失败" onAction={() => retry()} />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </section>
  );
}
