import { useUnit } from 'effector-react';
import type { ActivityPageProps } from '@/shared/activity';
import { useGateAfterPaint } from '@/shared/lib/gate';
import { hrefTo } from '@/shared/routing';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ListSkeleton } from '@/shared/ui/skeleton';
import { promoPath } from '../lib/paths';
import { InviteGate } from '../model/invite';
import { $shareRank, $shareRankFailed, ShareRankGate, shareRankRetried } from '../model/share-rank';
import { InviteCard } from './InviteCard';
import { MyRank } from './MyRank';
import { RankList } from './RankList';
import './d12.css';

/**
 * The share rank: the viewer's own place, their link to send, and the top list. The share code in the address only
 * names whose link led here; the page always shows the viewer's own entry.
 */
export function ShareRankPage({ title }: ActivityPageProps) {
  useGateAfterPaint(ShareRankGate);
  useGateAfterPaint(InviteGate);
  const [rank, failed, retry] = useUnit([$shareRank, $shareRankFailed, shareRankRetried]);
  return (
    <main className="d12" data-page="d12-share-rank">
      <PageHeader title={title} />
      <div className="d12__body">
        {rank && <MyRank mine={rank.mine} />}
        <InviteCard showRankLink={false} />
        <section className="d12-section" aria-labelledby="d12-rank-title">
          <h2 id="d12-rank-title" className="d12-section__title">
            邀请排行榜
          </h2>
          {rank ? (
            rank.list.length > 0 ? (
              <RankList list={rank.list} myRank={rank.mine.rank} />
            ) : (
              <Placeholder title="还没有人上榜" description="邀请第一位好友，抢占榜首" />
            )
          ) : failed ? (
            <Placeholder kind="error" title="排行榜加载失败" onAction={() => retry()} />
          ) : (
            <ListSkeleton rows={3} />
          )}
        </section>
        <a className={buttonClassName({ variant: 'secondary', block: true })} href={hrefTo(promoPath)}>
          去看年终特惠
        </a>
      </div>
    </main>
  );
}
