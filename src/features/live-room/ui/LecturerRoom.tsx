import { useUnit } from 'effector-react';
import { useCallback, useRef, useState } from 'react';
import type { LiveRoomDetail } from '@/entities/lesson';
import { startRecordFx, stopRecordFx, uploadVoiceFx } from '@/shared/wechat';
import { shrinkImage } from '../lib/image';
import type { LiveMessage, PanelFlag, RoomStateFrame } from '../lib/protocol';
import {
  $notice,
  $outbox,
  failedDismissed,
  failedRetried,
  messageSent,
  noticeShown,
  operated,
} from '../model/live-room';
import { Composer } from './Composer';
import { ImageViewer } from './ImageViewer';
import { allMessages, LiveFeed } from './LiveFeed';
import { ConnectionNotice, Countdown, Courseware, type MediaSlot, RoomGate, RoomHeading } from './RoomParts';
import './live-room.css';

/** The toggles the lecturer has (each a spec §3 panel flag); 讨论 opens sending and showing the discussion. */
const TOGGLES: { label: string; flags: PanelFlag[] }[] = [
  { label: '讨论', flags: ['sendChat', 'chatContent'] },
  { label: '提问', flags: ['comment'] },
  { label: '弹幕', flags: ['barrage'] },
  { label: '点赞', flags: ['thumb'] },
  { label: '课件', flags: ['material'] },
];

/** The lecturer's room: speak (text, image, voice), answer questions, mute, open/close the discussion, courseware. */
export function LecturerRoom({ media }: { media?: MediaSlot }) {
  return <RoomGate>{(detail, room) => <LecturerBody detail={detail} room={room} media={media} />}</RoomGate>;
}

function LecturerBody({ detail, room, media }: { detail: LiveRoomDetail; room: RoomStateFrame; media?: MediaSlot }) {
  const [outbox, notice, send, retry, dismiss, operate, showNotice] = useUnit([
    $outbox,
    $notice,
    messageSent,
    failedRetried,
    failedDismissed,
    operated,
    noticeShown,
  ]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<LiveMessage | null>(null);
  const [recording, setRecording] = useState<'idle' | 'recording' | 'sending'>('idle');
  const recordStart = useRef(0);
  const { panel } = room;
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

  const pickImage = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      send({ content: await shrinkImage(file), contentType: 2, sendType: 1 });
    } catch {
      showNotice('图片读取失败，请换一张');
    }
  };
  const toggleRecord = async () => {
    try {
      if (recording === 'idle') {
        const { notice } = await startRecordFx();
        if (notice) showNotice(notice);
        recordStart.current = Date.now();
        setRecording('recording');
        return;
      }
      setRecording('sending');
      const localId = await stopRecordFx();
      const serverId = await uploadVoiceFx(localId);
      const duration = Math.max(1, Math.round((Date.now() - recordStart.current) / 1000));
      send({ content: serverId, contentType: 3, sendType: 1, duration });
    } catch (error) {
      // The bridge's own messages are Chinese; a browser's (English) error is not shown as is.
      const said = error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : '';
      showNotice(`录音失败：${said || '当前环境不支持录音'}`);
    }
    setRecording('idle');
  };

  return (
    <div className="live-room" data-role="lecturer">
      <RoomHeading detail={detail} room={room} />
      <ConnectionNotice />
      <section className="live-controls" aria-label="直播控制">
        {room.state === 'notStarted' && (
          <>
            <Countdown begin={detail.lessonBeginTime} />
            <button type="button" className="live-send" onClick={() => operate({ type: 'op', op: 'start' })}>
              开始直播
            </button>
          </>
        )}
        {live && (
          <button type="button" className="live-chip" onClick={() => operate({ type: 'op', op: 'end' })}>
            结束直播
          </button>
        )}
        {room.state === 'ended' && <p className="live-ended">直播已结束，以下为回放</p>}
        {room.state !== 'ended' && (
          <details className="live-settings">
            <summary>互动设置</summary>
            <div className="live-toggles">
              {TOGGLES.map(({ label, flags }) => {
                const on = flags.every((flag) => panel[flag]);
                return (
                  <button
                    key={label}
                    type="button"
                    className="live-chip"
                    aria-pressed={on}
                    onClick={() =>
                      operate({ type: 'op', op: 'panel', panel: Object.fromEntries(flags.map((flag) => [flag, !on])) })
                    }
                  >
                    {label}
                    {on ? '开' : '关'}
                  </button>
                );
              })}
              <button
                type="button"
                className="live-chip"
                onClick={() => operate({ type: 'op', op: 'panel', panel: { reset: true } })}
              >
                恢复默认
              </button>
            </div>
          </details>
        )}
      </section>
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
          <div className="live-tools">
            <label className="live-chip live-file">
              图片
              <input type="file" accept="image/*" onChange={pickImage} />
            </label>
            <button
              type="button"
              className="live-chip"
              aria-pressed={recording === 'recording'}
              disabled={recording === 'sending'}
              onClick={toggleRecord}
            >
              {recording === 'recording' ? '停止并发送语音' : recording === 'sending' ? '语音发送中…' : '录音'}
            </button>
          </div>
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
