import { useUnit } from 'effector-react';
import { useCallback, useState } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import type { LiveMessage, RoomStateFrame } from '../lib/protocol';
import { $notice, $outbox, failedDismissed, failedRetried, messageSent, operated } from '../model/live-room';
import { Composer } from './Composer';
import { ImageViewer } from './ImageViewer';
import { LecturerControls } from './LecturerControls';
import { LecturerTools } from './LecturerTools';
import { allMessages, LiveFeed } from './LiveFeed';
import { ConnectionNotice, Courseware, type MediaSlot, RoomGate, RoomHeading } from './RoomParts';
import './live-room.css';

/** The lecturer's room: speak (text, image, voice), answer questions, mute, open/close the discussion, courseware. */
export function LecturerRoom({ media }: { media?: MediaSlot }) {
  return <RoomGate>{(detail, room) => <LecturerBody detail={detail} room={room} media={media} />}</RoomGate>;
}

function LecturerBody({ detail, room, media }: { detail: LiveRoomDetail; room: RoomStateFrame; media?: MediaSlot }) {
  const [outbox, notice, send, retry, dismiss, operate] = useUnit([
    $outbox,
    $notice,
    messageSent,
    failedRetried,
    failedDismissed,
    operated,
  ]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<LiveMessage | null>(null);
  const live = room.state === 'live';
  const { mutedIds } = room;
  const actions = useCallback(
    (message: LiveMessage) =>
      message.msgFromSource === 2 ? (
        <div className="live-msg__actions">
          {message.sendType === 3 && live && (
            <button type="button" className="live-link" onClick={() => setReplyTo(message)}>
              回答
            </button>
          )}
          <MuteButton userId={message.userId} name={message.userNickName} muted={mutedIds.includes(message.userId)} />
        </div>
      ) : null,
    [live, mutedIds],
  );

  return (
    <div className="live-room" data-role="lecturer">
      <RoomHeading detail={detail} room={room} />
      <ConnectionNotice />
      <LecturerControls detail={detail} room={room} />
      {media?.(detail, room)}
      <Courseware room={room} onPage={(page) => operate({ type: 'op', op: 'ware', page })} />
      <div className="live-stage">
        <LiveFeed
          label="直播消息"
          select={allMessages}
          voice
          outbox={outbox}
          empty={live ? '说第一句话吧' : '还没有消息'}
          onImage={setViewing}
          onRetry={retry}
          onDismiss={dismiss}
          actions={actions}
        />
      </div>
      {notice && (
        <p className="live-notice" role="alert">
          {notice}
        </p>
      )}
      {live && (
        <footer className="live-foot">
          {replyTo && (
            <p className="live-reply">
              回答 {replyTo.userNickName || '听众'}：{replyTo.content.slice(0, 30)}
              <button type="button" className="live-link" onClick={() => setReplyTo(null)}>
                取消
              </button>
            </p>
          )}
          <LecturerTools />
          <Composer
            label="讲师发言"
            placeholder={replyTo ? '输入回答…' : '输入讲课内容…'}
            onSend={(content) => {
              send({ content, contentType: 1, sendType: 1, lessonContentCommentId: replyTo?.id });
              setReplyTo(null);
            }}
          />
        </footer>
      )}
      {viewing && <ImageViewer src={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}

/** 禁言 / 解除禁言 for a listener; the room's state frame says who is muted. */
function MuteButton({ userId, name, muted }: { userId: number; name: string; muted: boolean }) {
  const operate = useUnit(operated);
  return (
    <button
      type="button"
      className="live-link"
      aria-pressed={muted}
      onClick={() => operate({ type: 'op', op: muted ? 'unmute' : 'mute', userId })}
    >
      {muted ? `解除禁言 ${name}` : `禁言 ${name}`}
    </button>
  );
}
