import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { formatCount } from '@/shared/lib/format';
import { goBack } from '@/shared/ui/page-header';
import { Placeholder } from '@/shared/ui/placeholder';
import { ResourceView } from '@/shared/ui/resource-view';
import { ListSkeleton } from '@/shared/ui/skeleton';
import type { RoomStateFrame } from '../lib/protocol';
import { $refusal, $room, $status } from '../model/live-room';
import { $detail, roomDetail, roomPageRetried } from '../model/room-page';

export const STATE_LABEL = { notStarted: '未开始', live: '直播中', ended: '已结束' } as const;

/** Loading, error (重试) and refusal states before the room itself; renders `children` once the room is known. */
export function RoomGate({
  children,
}: {
  children: (detail: LiveRoomDetail, room: RoomStateFrame) => React.ReactNode;
}) {
  return (
    <ResourceView resource={{ ...roomDetail, $data: $detail }} skeleton={ENTERING}>
      {(detail) => <SocketGate detail={detail}>{children}</SocketGate>}
    </ResourceView>
  );
}

// The room arrives over the socket after the lesson's call: say what is happening meanwhile (a bare skeleton on a
// slow network reads as a blank page).
const ENTERING = (
  <>
    <p className="live-notice" role="status">
      正在进入直播间…
    </p>
    <ListSkeleton rows={4} />
  </>
);

/** The lesson is known: the socket's refusal, its failure before the room came, or the room. */
function SocketGate({
  detail,
  children,
}: {
  detail: LiveRoomDetail;
  children: (detail: LiveRoomDetail, room: RoomStateFrame) => React.ReactNode;
}) {
  const [room, refusal, status, retried] = useUnit([$room, $refusal, $status, roomPageRetried]);
  if (status === 'refused') {
    return (
      <Placeholder kind="error" title="无法进入直播间" description={refusal?.msg || '请稍后再试'} onAction={retried} />
    );
  }
  if (status === 'unreachable' && !room) {
    return <Placeholder kind="error" title="无法连接直播间" description={UNREACHABLE_TEXT} onAction={retried} />;
  }
  if (!room) return ENTERING;
  return <>{children(detail, room)}</>;
}

const UNREACHABLE_TEXT = '网络连接失败，请检查网络后重试';

/** The discreet line while the socket is away; once the room has given up on it, what happened and 重试. */
export function ConnectionNotice() {
  const [status, retried] = useUnit([$status, roomPageRetried]);
  if (status === 'unreachable') {
    return (
      <p className="live-notice live-notice--failed" role="alert">
        直播间连接已断开，{UNREACHABLE_TEXT}
        <button type="button" className="live-notice__retry" onClick={() => retried()}>
          重试
        </button>
      </p>
    );
  }
  if (status !== 'reconnecting' && status !== 'connecting') return null;
  return (
    <p className="live-notice" role="status">
      {status === 'connecting' ? '连接中…' : '重新连接中…'}
    </p>
  );
}

export function RoomHeading({ detail, room }: { detail: LiveRoomDetail; room: RoomStateFrame }) {
  return (
    <header className="live-head">
      <button type="button" className="live-head__back" onClick={() => goBack()}>
        <span aria-hidden="true">‹</span> 返回
      </button>
      <h1 className="live-head__title">{detail.lessonName || '直播间'}</h1>
      <p className="live-head__meta">
        <span className="live-badge" data-state={room.state}>
          {STATE_LABEL[room.state]}
        </span>
        {room.online > 0 && <span>{room.online} 人在线</span>}
        {room.likes > 0 && <span>{formatCount(room.likes)} 次点赞</span>}
      </p>
    </header>
  );
}

/** 点赞 with the room's count, in 万 from 10000 on like every count (spec §9). */
export function LikeButton({ likes, onLike }: { likes: number; onLike: () => void }) {
  return (
    <button type="button" className="live-chip" onClick={onLike}>
      点赞 {likes > 0 ? formatCount(likes) : ''}
    </button>
  );
}

function countdownText(ms: number): string {
  if (ms <= 0) return '即将开始';
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${days > 0 ? `${days} 天 ` : ''}${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** 距开始 countdown to lessonBeginTime. */
export function Countdown({ begin }: { begin: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!begin) return <p className="live-countdown">直播尚未开始</p>;
  return (
    <p className="live-countdown">
      距开始 <strong>{countdownText(begin - now)}</strong>
      <span className="live-countdown__at">
        {new Date(begin).toLocaleString('zh-CN', { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' })}{' '}
        开讲
      </span>
    </p>
  );
}

/** The lesson's recording, drawn by the page (the app's player is another feature). */
export type MediaSlot = (detail: LiveRoomDetail, room: RoomStateFrame) => React.ReactNode;

/** The page of the courseware the lecturer shows. */
export function Courseware({ room, onPage }: { room: RoomStateFrame; onPage?: (page: number) => void }) {
  if (!room.panel.material || room.ware.length === 0) return null;
  const page = Math.min(room.warePage, room.ware.length - 1);
  return (
    <section className="live-ware" aria-label="课件">
      <img src={room.ware[page]} alt={`课件第 ${page + 1} 页`} />
      <div className="live-ware__bar">
        {onPage && (
          <button type="button" className="live-chip" disabled={page === 0} onClick={() => onPage(page - 1)}>
            上一页
          </button>
        )}
        <span>
          课件 {page + 1} / {room.ware.length}
        </span>
        {onPage && (
          <button
            type="button"
            className="live-chip"
            disabled={page >= room.ware.length - 1}
            onClick={() => onPage(page + 1)}
          >
            下一页
          </button>
        )}
      </div>
    </section>
  );
}
