import type { ActivityPageProps } from '@/shared/activity';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { PageHeader } from '@/shared/ui/page-header';
import { InviteGate } from '../model/invite';
import { DealsSection } from './DealsSection';
import { InviteCard } from './InviteCard';
import { PromoBanner } from './PromoBanner';
import './d12.css';

/** The promo home: the banner with the countdown, the viewer's invite link and the deals. */
export function PromoPage({ title }: ActivityPageProps) {
  useGateAfterPaint(InviteGate);
  return (
    <main className="d12" data-page="d12-promo">
      <PageHeader title={title} />
      <div className="d12__body">
        <PromoBanner />
        <InviteCard />
        <DealsSection />
      </div>
    </main>
  );
}
