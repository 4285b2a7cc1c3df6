import type { ShareRank } from '../api/share';
import { Avatar } from './Avatar';
import './rank.css';

/** The viewer's own entry: place and visitors, even when not in the top list. */
export function MyRank({ mine }: { mine: ShareRank['mine'] }) {
  return (
    <section className="d12-card d12-mine" aria-labelledby="d12-mine-title">
      <Avatar src={mine.avatar} size={48} />
      <div className="d12-mine__text">
        <h2 id="d12-mine-title" className="d12-card__title">
          我的邀请
        </h2>
        <p className="d12-mine__stats">
          {mine.rank === null ? '暂未上榜' : `第 ${mine.rank} 名`} · 已邀请 <strong>{mine.visits}</strong> 人
        </p>
      </div>
    </section>
  );
}
