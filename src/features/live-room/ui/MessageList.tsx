import { memo, useState } from 'react';
import { windowStart } from '../lib/message-log';
import type { LiveMessage } from '../lib/protocol';
import type { Outgoing } from '../model/live-room';

/** The newest WINDOW to WINDOW + TRIM_STEP messages are in the DOM; 查看更早的消息 shows WINDOW more. */
export const WINDOW = 40;
const TRIM_STEP = 20;

type Props = {
  label: string;
  messages: readonly LiveMessage[];
  outbox?: readonly Outgoing[];
  empty: string;
  playingId: number | null;
  onPlay?: (message: LiveMessage) => void;
  onImage?: (src: string) => void;
  /** Extra controls under a message (lecturer: 回答, 禁言). */
  actions?: (message: LiveMessage) => React.ReactNode;
  onRetry?: (clientId: string) => void;
  onDismiss?: (clientId: string) => void;
  /** Kept rendered but out of sight (an inactive tab keeps its voice playing and its scroll place). */
  hidden?: boolean;
};

/** A safe image address: our CDN, http(s) or an inline picture; anything else is not shown. */
const safeImage = (src: string) => /^(https?:\/\/|\/|data:image\/(png|jpeg|webp|gif);base64,)/.test(src);

/**
 * Messages in id order, newest at the bottom. The scroller is a reversed column, so the browser keeps it at the
 * bottom as messages arrive without a script reading the layout (a forced layout per frame was the longest task of
 * a burst). Only the newest rows are rendered (see windowStart); memo: a parent's re-render with the same props
 * (the urgent pass of a deferred update) does nothing here.
 */
export const MessageList = memo(function MessageList({
  label,
  messages,
  outbox = [],
  empty,
  playingId,
  onPlay,
  onImage,
  actions,
  onRetry,
  onDismiss,
  hidden,
}: Props) {
  const [extra, setExtra] = useState(0);
  const start = windowStart(messages.length, WINDOW + extra, TRIM_STEP);
  const visible = start > 0 ? messages.slice(start) : messages;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls on its own; a keyboard must reach it to scroll it
    <section className="live-list" aria-label={label} hidden={hidden} tabIndex={0}>
      <ol className="live-list__items">
        {visible.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            playing={playingId === message.id}
            onPlay={onPlay}
            onImage={onImage}
            actions={actions}
          />
        ))}
        {outbox.map((item) => (
          <li key={item.clientId} className="live-msg live-msg--mine" data-status={item.status}>
            <div className="live-msg__who">我</div>
            <p className="live-msg__text">
              {item.contentType === 1 ? item.content : item.contentType === 2 ? '[图片]' : '[语音]'}
            </p>
            {item.status === 'sending' ? (
              <span className="live-msg__state">发送中…</span>
            ) : (
              <span className="live-msg__state live-msg__state--failed" role="alert">
                发送失败：{item.error}
                {onRetry && (
                  <button type="button" className="live-link" onClick={() => onRetry(item.clientId)}>
                    重发
                  </button>
                )}
                {onDismiss && (
                  <button type="button" className="live-link" onClick={() => onDismiss(item.clientId)}>
                    删除
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
      </ol>
      {start > 0 && (
        <button type="button" className="live-list__more" onClick={() => setExtra((count) => count + WINDOW)}>
          查看更早的消息（{start}）
        </button>
      )}
      {messages.length === 0 && outbox.length === 0 && <p className="live-list__empty">{empty}</p>}
    </section>
  );
});

/** One message; re-rendered only when it (or its playing state) changes, so a burst re-renders only what is new. */
const MessageItem = memo(function MessageItem({
  message,
  playing,
  onPlay,
  onImage,
  actions,
}: {
  message: LiveMessage;
  playing: boolean;
  onPlay?: (message: LiveMessage) => void;
  onImage?: (src: string) => void;
  actions?: (message: LiveMessage) => React.ReactNode;
}) {
  return (
    <li className="live-msg" data-from={message.msgFromSource === 1 ? 'lecturer' : 'listener'} data-id={message.id}>
      <div className="live-msg__who">
        {message.userNickName || (message.msgFromSource === 1 ? '讲师' : '听众')}
        {message.sendType === 3 && <span className="live-msg__tag">提问</span>}
        {message.operationType === 2 && <span className="live-msg__tag">回答</span>}
      </div>
      <MessageBody message={message} playing={playing} onPlay={onPlay} onImage={onImage} />
      {actions?.(message)}
    </li>
  );
});

function MessageBody({
  message,
  playing,
  onPlay,
  onImage,
}: {
  message: LiveMessage;
  playing: boolean;
  onPlay?: (message: LiveMessage) => void;
  onImage?: (src: string) => void;
}) {
  if (message.contentType === 2) {
    if (!safeImage(message.content)) return <p className="live-msg__text">[图片无法显示]</p>;
    return (
      <button
        type="button"
        className="live-msg__image"
        onClick={() => onImage?.(message.content)}
        aria-label="查看大图"
      >
        <img src={message.content} alt="讲师发送的图片" loading="lazy" />
      </button>
    );
  }
  if (message.contentType === 3) {
    return (
      <button
        type="button"
        className="live-msg__voice"
        aria-pressed={playing}
        onClick={() => onPlay?.(message)}
        style={{ width: `${Math.min(100, 40 + message.duration * 3)}%` }}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> 语音 {message.duration || ''}″
      </button>
    );
  }
  return <p className="live-msg__text">{message.content}</p>;
}
