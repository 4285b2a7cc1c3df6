import { useUnit } from 'effector-react';
import type { ActivityPageProps } from '@/shared/activity';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { shareRankPath } from '../lib/paths';
import { InviteGate } from '../model/invite';
import { ShareFriendGate } from '../model/share-friend';
import { $shareInfo } from '../model/share-info';
import { DealsSection } from './DealsSection';
import { Inviter } from './Inviter';
import { PromoBanner } from './PromoBanner';
import './d12.css';

function ShareFriendView({ shareCode, title }: { shareCode: string; title: string }) {
  useGateAfterPaint(ShareFriendGate, { shareCode });
  useGateAfterPaint(InviteGate);
  const info = useUnit($shareInfo);
  return (
    <main className="d12" data-page="d12-share-friend">
      <PageHeader title={title} />
      <div className="d12__body">
        <Inviter shareCode={shareCode} />
        <PromoBanner />
        <DealsSection />
        {info && (
          <a
            className={buttonClassName({ variant: 'primary', block: true })}
            href={hrefTo(shareRankPath(info.shareCode))}
          >
            我也要邀请好友
          </a>
        )}
      </div>
    </main>
  );
}

/** A friend's invitation: who sent it and the promo. Opening it counts a visit for the sender. */
export function ShareFriendPage({ params, title }: ActivityPageProps) {
  const shareCode = String(params.token ?? '');
  // A new code is a new invitation: remount, so the visit and the lookup run again.
  return <ShareFriendView key={shareCode} shareCode={shareCode} title={title} />;
}
