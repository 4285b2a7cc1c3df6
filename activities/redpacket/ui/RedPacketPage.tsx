import { useUnit } from 'effector-react';
import type { ActivityPageProps } from '@/shared/activity';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { $loadError, $packet, RedPacketGate, retryClicked } from '../model/redpacket';
import { OpenedPacket } from './OpenedPacket';
import { PacketRules } from './PacketRules';
import { SealedPacket } from './SealedPacket';
import './redpacket.css';

export function RedPacketPage({ title }: ActivityPageProps) {
  useGateAfterPaint(RedPacketGate);
  const [packet, loadError, onRetry] = useUnit([$packet, $loadError, retryClicked]);
  return (
    <main className="rp-page" data-page="redpacket">
      <PageHeader title={title} />
      <div className="rp-page__body">
        {packet ? (
          <>
            {packet.opened ? <OpenedPacket packet={packet} /> : <SealedPacket packet={packet} />}
            <PacketRules rule={packet.rule} />
          </>
        ) : loadError ? (
          <div className="rp-page__problem">
            <Placeholder kind="error" description={loadError} onAction={() => onRetry()} />
          </div>
        ) : (
          <div className="rp-envelope rp-envelope--loading" role="status" aria-label="红包加载中" />
        )}
      </div>
    </main>
  );
}
