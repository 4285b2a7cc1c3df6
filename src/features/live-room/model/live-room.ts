import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $token } from '@/shared/api';
import { wsBase } from '@/shared/config';
import { type ConnectionStatus, LiveConnection, liveSocketUrl, type SocketLike } from '../lib/connection';
import { lastOf } from '../lib/last-of';
import { mergeMessages } from '../lib/message-log';
import {
  type LiveMessage,
  messagesOf,
  type OpFrame,
  type RoomStateFrame,
  type SendFrame,
  type ServerFrame,
} from '../lib/protocol';

export type RoomKey = { studioId: number; lessonId: number };
export type Outgoing = SendFrame & { status: 'sending' | 'failed'; error: string; createTime: number };
export type Draft = Pick<SendFrame, 'content' | 'contentType' | 'sendType' | 'duration' | 'lessonContentCommentId'>;

/** Dependencies the tests replace through `fork({ values })`: the socket and the frame scheduler. */
export const $socketFactory = createStore<(url: string) => SocketLike>((url) => new WebSocket(url) as SocketLike, {
  serialize: 'ignore',
});
/**
 * Frames are applied together in an animation frame, at most ~10 times a second: a burst of messages renders in a
 * few commits (each commit lays out and paints the list once), and a message still shows within ~0.1 s.
 */
const FLUSH_EVERY_MS = 100;
let lastFlush = 0;
function nextFlush(run: () => void): void {
  const frame = () => {
    lastFlush = performance.now();
    run();
  };
  const raf = (callback: () => void) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => callback()) : setTimeout(callback, 16);
  const wait = lastFlush + FLUSH_EVERY_MS - performance.now();
  if (wait > 0) setTimeout(() => raf(frame), wait);
  else raf(frame);
}
export const $frameScheduler = createStore<(run: () => void) => void>(nextFlush, { serialize: 'ignore' });

export const roomEntered = createEvent<RoomKey>();
export const roomLeft = createEvent();
export const framesReceived = createEvent<ServerFrame[]>();
export const statusChanged = createEvent<{ status: ConnectionStatus; detail?: { code: number; msg: string } }>();
export const messageSent = createEvent<Draft>();
export const failedRetried = createEvent<string>();
export const failedDismissed = createEvent<string>();
export const operated = createEvent<OpFrame>();
export const noticeShown = createEvent<string>();
export const noticeCleared = createEvent();

const $connection = createStore<LiveConnection | null>(null, { serialize: 'ignore' });
export const $messages = createStore<readonly LiveMessage[]>([], { serialize: 'ignore' });
export const $room = createStore<RoomStateFrame | null>(null, { serialize: 'ignore' });
export const $status = createStore<ConnectionStatus>('closed', { serialize: 'ignore' });
export const $refusal = createStore<{ code: number; msg: string } | null>(null, { serialize: 'ignore' });
/** My messages not acknowledged yet (发送中) or refused (发送失败: muted, chat closed…). */
export const $outbox = createStore<readonly Outgoing[]>([], { serialize: 'ignore' });
/** A one-line notice (an operation refused, a send refused). */
export const $notice = createStore('', { serialize: 'ignore' });

let sequence = 0;
const newClientId = () => `c${Date.now().toString(36)}${(sequence++).toString(36)}`;

const connectFx = attach({
  source: { token: $token, createSocket: $socketFactory, schedule: $frameScheduler },
  effect: createEffect(
    ({
      token,
      createSocket,
      schedule,
      key,
    }: {
      token: string | null;
      createSocket: (url: string) => SocketLike;
      schedule: (run: () => void) => void;
      key: RoomKey;
    }) => {
      const deliver = scopeBind(framesReceived, { safe: true });
      const report = scopeBind(statusChanged, { safe: true });
      let buffer: ServerFrame[] = [];
      const connection = new LiveConnection({
        url: liveSocketUrl(
          wsBase,
          globalThis.location ?? { protocol: 'http:', host: 'localhost', hostname: 'localhost' },
          {
            ...key,
            token: token ?? '',
          },
        ),
        createSocket,
        onFrame: (frame) => {
          buffer.push(frame);
          if (buffer.length > 1) return;
          schedule(() => {
            const frames = buffer;
            buffer = [];
            deliver(frames);
          });
        },
        onStatus: (status, detail) => report({ status, detail }),
      });
      connection.start();
      return connection;
    },
  ),
  mapParams: (key: RoomKey, source) => ({ ...source, key }),
});

const disconnectFx = createEffect((connection: LiveConnection | null) => connection?.stop());
const sendFx = createEffect(({ connection, frame }: { connection: LiveConnection | null; frame: SendFrame }) =>
  connection?.send(frame),
);
const discardFx = createEffect(({ connection, clientId }: { connection: LiveConnection | null; clientId: string }) =>
  connection?.discard(clientId),
);
const operateFx = createEffect(({ connection, frame }: { connection: LiveConnection | null; frame: OpFrame }) => {
  if (!connection?.operate(frame)) throw new Error('offline');
});

sample({ clock: roomEntered, source: $connection, target: disconnectFx });
sample({ clock: roomEntered, target: connectFx });
$connection.on(connectFx.doneData, (_, connection) => connection).reset(disconnectFx.done);
sample({ clock: roomLeft, source: $connection, target: disconnectFx });
for (const store of [$messages, $room, $outbox, $refusal, $notice]) store.reset(roomEntered, roomLeft);

$status.on(statusChanged, (_, { status }) => status);
$refusal.on(statusChanged, (current, { status, detail }) => (status === 'refused' ? (detail ?? current) : current));

$messages.on(framesReceived, (list, frames) => mergeMessages(list, frames.flatMap(messagesOf)));
$room.on(
  framesReceived,
  (room, frames) => lastOf(frames, (frame): frame is RoomStateFrame => frame.type === 'state') ?? room,
);
$outbox.on(framesReceived, (outbox, frames) => {
  let next = outbox;
  for (const frame of frames) {
    if (frame.type === 'ack') next = next.filter((item) => item.clientId !== frame.clientId);
    if (frame.type === 'error' && frame.clientId) {
      const clientId = frame.clientId;
      next = next.map((item) =>
        item.clientId === clientId ? { ...item, status: 'failed' as const, error: frame.msg || '发送失败' } : item,
      );
    }
  }
  return next;
});
$notice
  .on(framesReceived, (notice, frames) => {
    const error = lastOf(frames, (frame) => frame.type === 'error' && !frame.clientId);
    return error?.type === 'error' ? error.msg || notice : notice;
  })
  .on(noticeShown, (_, text) => text)
  .reset(noticeCleared);

const prepared = sample({
  clock: messageSent,
  fn: (draft): Outgoing => ({
    type: 'send',
    clientId: newClientId(),
    ...draft,
    status: 'sending',
    error: '',
    createTime: Date.now(),
  }),
});
$outbox.on(prepared, (outbox, item) => [...outbox, item]);
sample({
  clock: prepared,
  source: $connection,
  fn: (connection, { status: _status, error: _error, createTime: _time, ...frame }) => ({ connection, frame }),
  target: sendFx,
});

/** 重发 after a refusal: the same clientId, so the server still stores it once. */
const retried = sample({
  clock: failedRetried,
  source: $outbox,
  filter: (outbox, clientId) => outbox.some((item) => item.clientId === clientId),
  fn: (outbox, clientId) => outbox.find((item) => item.clientId === clientId) as Outgoing,
});
$outbox.on(retried, (outbox, item) =>
  outbox.map((each) => (each.clientId === item.clientId ? { ...each, status: 'sending' as const, error: '' } : each)),
);
sample({
  clock: retried,
  source: $connection,
  fn: (connection, { status: _status, error: _error, createTime: _time, ...frame }) => ({ connection, frame }),
  target: sendFx,
});
$outbox.on(failedDismissed, (outbox, clientId) => outbox.filter((item) => item.clientId !== clientId));
sample({
  clock: failedDismissed,
  source: $connection,
  fn: (connection, clientId) => ({ connection, clientId }),
  target: discardFx,
});

sample({ clock: operated, source: $connection, fn: (connection, frame) => ({ connection, frame }), target: operateFx });
sample({ clock: operateFx.fail, fn: () => '网络未连接，请稍后再试', target: noticeShown });
