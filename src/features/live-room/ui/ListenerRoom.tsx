import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import type { RoomStateFrame } from '../lib/protocol';
import { $messages, $notice, $outbox, failedDismissed, failedRetried, messageSent, operated } from '../model/live-room';
import { $warnError, $warnPending, lessonWarnToggled } from '../model/room-page';
import { Composer } from './Composer';
import { ImageViewer } from './ImageViewer';
import { MessageList } from './MessageList';
import { ConnectionNotice, Countdown, Courseware, type MediaSlot, RoomGate, RoomHeading } from './RoomParts';
import { useVoiceQueue } from './use-voice-queue';
import './live-room.css';

/** The listener's room: the lecturer's stream, the discussion, and what the panel flags and the mute allow. */
export function ListenerRoom({ media }: { media?: MediaSlot }) {
  return <RoomGate>{(detail, room) => <ListenerBody detail={detail} room={room} media={media} />}</RoomGate>;
}

function ListenerBody({ detail, room, media }: { detail: LiveRoomDetail; room: RoomStateFrame; media?: MediaSlot }) {
  const [messages, outbox, notice, send, retry, dismiss, operate, warn, warnPending, warnError] = useUnit([
    $messages,
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
  const stream = useMemo(() => messages.filter((item) => item.msgFromSource === 1), [messages]);
  const chat = useMemo(
    () => (room.panel.chatContent ? messages.filter((item) => item.msgFromSource === 2) : []),
    [messages, room.panel.chatContent],
  );
  const voice = useVoiceQueue(stream);
  const { panel } = room;
  const maySend = room.state === 'live' && !room.muted && (panel.sendChat || panel.comment);
  const barrage = panel.barrage && barrageOn ? messages.filter((item) => item.msgFromSource === 2).slice(-4) : [];

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
          <button type="button" className="live-chip" onClick={() => operate({ type: 'op', op: 'like' })}>
            点赞 {room.likes || ''}
          </button>
        )}
      </div>
      <div className="live-stage" role="tabpanel">
        {barrage.length > 0 && (
          <div className="live-barrage" aria-hidden="true">
            {barrage.map((item, index) => (
              <span key={item.id} style={{ top: `${index * 1.8}em` }}>
                {item.content}
              </span>
            ))}
          </div>
        )}
        {tab === 'stream' || !panel.chat ? (
          <MessageList
            label="讲师消息"
            messages={panel.master ? stream : []}
            empty={room.state === 'ended' ? '本场直播没有留下消息' : '讲师还没有发言'}
            playingId={voice.playingId}
            onPlay={voice.toggle}
            onImage={setViewing}
          />
        ) : (
          <MessageList
            label="讨论"
            messages={chat}
            outbox={outbox}
            empty={panel.chatContent ? '还没有人发言' : '讨论内容仅讲师可见'}
            playingId={null}
            onImage={setViewing}
            onRetry={retry}
            onDismiss={dismiss}
          />
        )}
      </div>
      {tab === 'stream' && outbox.length > 0 && (
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
          {room.muted ? (
            <p className="live-foot__closed">你已被讲师禁言</p>
          ) : !maySend ? (
            <p className="live-foot__closed">讲师已关闭讨论</p>
          ) : (
            <Composer
              label="发言"
              placeholder={panel.sendChat ? '说点什么…' : '向讲师提问…'}
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
          )}
        </footer>
      )}
      {viewing && <ImageViewer src={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
