import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CouponCard, type CouponTemplate } from '@/entities/coupon';
import { HOME_PATH, hrefTo, linkToMine, type PageProps } from '@/shared/routing';
import { Button, buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { claimMessages } from '../config/messages';
import { $claiming, $claimState, claimClicked, couponTemplate } from '../model/obtain-coupon';
import './obtain-coupon.css';

/** The coupon, 立即领取, and how the claim ended. */
function ClaimPanel({ template }: { template: CouponTemplate }) {
  const [claimState, claiming, claim] = useUnit([$claimState, $claiming, claimClicked]);
  const outcome = claimState === 'open' ? null : claimMessages[claimState];
  return (
    <section className="obtain-coupon__panel" aria-labelledby="obtain-coupon-heading">
      <h2 id="obtain-coupon-heading" className="obtain-coupon__heading">
        送你一张优惠券
      </h2>
      <CouponCard coupon={template} muted={claimState !== 'open' && claimState !== 'claimed'} />
      {claimState === 'open' ? (
        <Button block loading={claiming} onClick={() => claim()}>
          立即领取
        </Button>
      ) : (
        outcome && (
          <div className="obtain-coupon__outcome" role="status" data-state={claimState}>
            <p className="obtain-coupon__outcome-title">{outcome.title}</p>
            <p className="obtain-coupon__outcome-text">{outcome.description}</p>
          </div>
        )
      )}
      {(claimState === 'claimed' || claimState === 'already') && (
        <div className="obtain-coupon__links">
          <a className={buttonClassName({ block: true })} href={hrefTo(HOME_PATH)}>
            去使用
          </a>
          <a
            className={buttonClassName({ variant: 'secondary', block: true })}
            href={hrefTo(linkToMine('mine-coupon'))}
          >
            查看我的优惠券
          </a>
        </div>
      )}
    </section>
  );
}

/** obtain/coupon/:id — a coupon shared as a link: what it is worth, 立即领取, and how the claim ended. */
export default function ObtainCouponPage({ params, title }: PageProps) {
  const couponId = Number(params.id);
  const opened = useUnit(couponTemplate.opened);
  useEffect(() => {
    opened({ couponId });
  }, [opened, couponId]);
  return (
    <main className="obtain-coupon" data-page="obtain-coupon">
      <PageHeader title={title} />
      <ResourceView
        resource={couponTemplate}
        skeleton={<DetailSkeleton />}
        isEmpty={(templates) => templates.length === 0}
        empty={<Placeholder title={claimMessages.notFound.title} description={claimMessages.notFound.description} />}
      >
        {([template]) => template && <ClaimPanel template={template} />}
      </ResourceView>
    </main>
  );
}
