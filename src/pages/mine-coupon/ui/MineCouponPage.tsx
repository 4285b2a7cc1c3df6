import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CouponCard } from '@/entities/coupon';
import type { PageProps } from '@/shared/routing';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { couponTabs } from '../config/tabs';
import { $tab, mineCouponOpened, myCoupons } from '../model/mine-coupon';
import { CouponTabs } from './CouponTabs';
import './mine-coupon.css';

const stamps = { 1: null, 2: '已使用', 3: '已过期' } as const;

/** mine/coupon — my coupons under 可使用 / 已使用 / 已过期. */
export default function MineCouponPage({ title }: PageProps) {
  const [tab, opened] = useUnit([$tab, mineCouponOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  const current = couponTabs.find((item) => item.status === tab) ?? couponTabs[0];
  return (
    <main className="mine-coupon" data-page="mine-coupon">
      <PageHeader title={title} />
      <CouponTabs />
      <div
        className="mine-coupon__panel"
        role="tabpanel"
        id="mine-coupon-panel"
        aria-labelledby={`mine-coupon-tab-${tab}`}
      >
        <ResourceView
          resource={myCoupons}
          skeleton={<ListSkeleton rows={3} />}
          isEmpty={(coupons) => coupons.length === 0}
          empty={<Placeholder title={current?.empty} />}
        >
          {(coupons) => (
            <ul className="mine-coupon__list">
              {coupons.map((coupon) => (
                <li key={coupon.couponUserId}>
                  <CouponCard coupon={coupon} muted={coupon.status !== 1}>
                    {stamps[coupon.status] && <span className="mine-coupon__stamp">{stamps[coupon.status]}</span>}
                  </CouponCard>
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      </div>
    </main>
  );
}
