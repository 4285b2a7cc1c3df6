import type { RankEntry } from '../api/share';
import { Avatar } from './Avatar';
import './rank.css';

/** The top of the share rank, best first; the viewer's own row (at `myRank`) stands out. */
export function RankList({ list, myRank }: { list: RankEntry[]; myRank: number | null }) {
  return (
    <ol className="d12-rank" aria-label="邀请排行">
      {list.map((entry) => {
        const mine = entry.rank === myRank;
        return (
          <li key={entry.rank} className="d12-rank__row" aria-current={mine || undefined} data-mine={mine || undefined}>
            <span className="d12-rank__place" data-top={entry.rank <= 3 || undefined}>
              <span className="d12-sr-only">第</span>
              {entry.rank}
              <span className="d12-sr-only">名</span>
            </span>
            <Avatar src={entry.avatar} size={36} />
            <span className="d12-rank__name">
              {entry.nickName || '微信用户'}
              {mine && <span className="d12-rank__me">（我）</span>}
            </span>
            <span className="d12-rank__visits">邀请 {entry.visits} 人</span>
          </li>
        );
      })}
    </ol>
  );
}
