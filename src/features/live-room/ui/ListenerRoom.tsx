import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import type { RoomStateFrame } from '../lib/protocol';
import { $notice, $outbox, failedDismissed, failedRetried, messageSent, operated } from '../model/live-room';
import { $warnError, $warnPending, lessonWarnToggled } from '../model/room-page';
import { Composer } from './Composer';
import { ImageViewer } from './ImageViewer';
import { Barrage, LiveFeed, lecturerMessages, listenerMessages, noMessages } from './LiveFeed';
import { MessageList } from './MessageList';
import {
  ConnectionNotice,
  Countdown,
  Courseware,
  LikeButton,
  type MediaSlot,
  RoomGate,
  RoomHeading,
} from './RoomParts';
import './live-room.css';

/** The listener's room: the lecturer's stream, the discussion, and what the panel flags and the mute allow. */
export function ListenerRoom({ media }: { media?: MediaSlot }) {
  return <RoomGate>{(detail, room) => <ListenerBody detail={detail} room={room} media={media} />}</RoomGate>;
}

function ListenerBody({ detail, room, media }: { detail: LiveRoomDetail; room: RoomStateFrame; media?: MediaSlot }) {
  const [outbox, notice, send, retry, dismiss, operate, warn, warnPending, warnError] = useUnit([
    $outbox,
    $notice,
    messageSent,
    failedRetried,
    failedDismissed,
    operated,
    lessonWarnToggled,
    $warnPending,
    $warnError,
  ]);
  const [tab, setTab] = useState<'stream' | 'chat'>('stream');
  const [viewing, setViewing] = useState<string | null>(null);
  const [barrageOn, setBarrageOn] = useState(true);
  const [asQuestion, setAsQuestion] = useState(false);
  const { panel } = room;
  const maySend = room.state === 'live' && !room.muted && (panel.sendChat || panel.comment);
  const onStream = tab === 'stream' || !panel.chat;

  return (
    <div className="live-room" data-role="listener">
      <RoomHeading detail={detail} room={room} />
      <ConnectionNotice />
      {room.state === 'notStarted' && (
        <section className="live-start" aria-label="直播预告">
          <Countdown begin={detail.lessonBeginTime} />
          <button
            type="button"
            className="live-send"
            disabled={warnPending}
            aria-pressed={detail.isSetLessonWarn === 1}
            onClick={warn}
          >
            {detail.isSetLessonWarn === 1 ? '已设置提醒' : '设置提醒'}
          </button>
          {warnError && <p role="alert">{warnError}</p>}
        </section>
      )}
      {room.state === 'ended' && <p className="live-ended">直播已结束，以下为回放</p>}
      {media?.(detail, room)}
      <Courseware room={room} />
      <div className="live-tabs" role="tablist" aria-label="直播内容">
        <button type="button" role="tab" aria-selected={tab === 'stream'} onClick={() => setTab('stream')}>
          讲师
        </button>
        {panel.chat && (
          <button type="button" role="tab" aria-selected={tab === 'chat'} onClick={() => setTab('chat')}>
            讨论
          </button>
        )}
        {panel.barrage && (
          <button type="button" className="live-chip" aria-pressed={barrageOn} onClick={() => setBarrageOn(!barrageOn)}>
            弹幕{barrageOn ? '开' : '关'}
          </button>
        )}
        {panel.thumb && room.state === 'live' && (
          <LikeButton likes={room.likes} onLike={() => operate({ type: 'op', op: 'like' })} />
        )}
      </div>
      <div className="live-stage" role="tabpanel">
        {panel.barrage && barrageOn && <Barrage />}
        <LiveFeed
          label="讲师消息"
          select={panel.master ? lecturerMessages : noMessages}
          voice
          hidden={!onStream}
          empty={room.state === 'ended' ? '本场直播没有留下消息' : '讲师还没有发言'}
          onImage={setViewing}
        />
        {panel.chat && (
          <LiveFeed
            label="讨论"
            select={panel.chatContent ? listenerMessages : noMessages}
            hidden={onStream}
            outbox={outbox}
            empty={panel.chatContent ? '还没有人发言' : '讨论内容仅讲师可见'}
            onImage={setViewing}
            onRetry={retry}
            onDismiss={dismiss}
          />
        )}
      </div>
      {onStream && outbox.length > 0 && (
        <MessageList
          label="我的发言"
          messages={[]}
          outbox={outbox}
          empty=""
          playingId={null}
          onRetry={retry}
          onDismiss={dismiss}
        />
      )}
      {notice && (
        <p className="live-notice" role="alert">
          {notice}
        </p>
      )}
      {room.state === 'live' && (
        <footer className="live-foot">
          <Composer
            label="发言"
            draftKey={`${detail.lessonId}`}
            disabledReason={room.muted ? '你已被讲师禁言' : !maySend ? '讲师已关闭讨论' : undefined}
            placeholder={panel.sendChat || !maySend ? '说点什么…' : '向讲师提问…'}
            onSend={(content) =>
              send({ content, contentType: 1, sendType: !panel.sendChat || (panel.comment && asQuestion) ? 3 : 2 })
            }
            extra={
              panel.comment && panel.sendChat ? (
                <label className="live-check">
                  <input
                    type="checkbox"
                    checked={asQuestion}
                    onChange={(event) => setAsQuestion(event.target.checked)}
                  />
                  提问
                </label>
              ) : null
            }
          />
        </footer>
      )}
      {viewing && <ImageViewer src={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
