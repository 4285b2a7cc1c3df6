import { useUnit } from 'effector-react';
import { CouponCard } from '@/entities/coupon';
import { Button } from '@/shared/ui/button';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { offerState } from '../lib/offer-state';
import type { CouponOffers } from '../model/create-coupon-offers';

const stamps = { claimed: '已领取', soldOut: '已领完' } as const;

/** The coupons the viewer can claim for these goods, each with 领取, or 已领取 / 已领完. */
export function CouponOfferSheet({ offers }: { offers: CouponOffers }) {
  const [claimingId, onClaim] = useUnit([offers.$claimingId, offers.claimClicked]);
  return (
    <ResourceView
      resource={offers.sheet}
      skeleton={<ListSkeleton rows={2} />}
      isEmpty={(list) => list.length === 0}
      empty={<Placeholder title="暂无可领取的优惠券" />}
    >
      {(list) => (
        <ul className="coupon-offers">
          {list.map((offer) => {
            const offerNow = offerState(offer);
            return (
              <li key={offer.couponId}>
                <CouponCard coupon={offer} muted={offerNow === 'soldOut'}>
                  {offerNow === 'open' ? (
                    <Button
                      size="s"
                      className="coupon-offers__claim"
                      aria-label={`领取 ${offer.title}`}
                      loading={claimingId === offer.couponId}
                      onClick={() => onClaim(offer.couponId)}
                    >
                      领取
                    </Button>
                  ) : (
                    <span className="coupon-offers__stamp" data-state={offerNow}>
                      {stamps[offerNow]}
                    </span>
                  )}
                </CouponCard>
              </li>
            );
          })}
        </ul>
      )}
    </ResourceView>
  );
}
