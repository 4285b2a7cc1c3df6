import { attach, createEvent, createStore, sample } from 'effector';
import { startRecordFx, stopRecordFx, uploadVoiceFx } from '@/shared/wechat';
import { $room, type Draft, messageSent, noticeShown, roomEntered, roomLeft } from './live-room';

/** idle (录音) → starting → recording (停止并发送语音) → sending (语音发送中…) → idle. */
export type RecordingState = 'idle' | 'starting' | 'recording' | 'sending';

/** The lecturer's one voice button: starts a recording, or stops it and sends it. */
export const recordToggled = createEvent();

/** The clock the recording's length is read from; tests fork their own (like the socket factory). */
export const $clock = createStore<() => number>(() => Date.now(), { serialize: 'ignore' });
/**
 * WeChat ends a recording by itself at 60 s, and a stopRecord after that fails: the voice would be lost. A recording
 * is stopped and sent at this length (a little under 60 s: this clock starts when WeChat says it has started). The
 * recording's view counts the seconds and says when it is reached (`recordingLimitReached`).
 */
export const RECORDING_LIMIT_MS = 58_000;
export const RECORDING_LIMIT_NOTICE = '语音最长 60 秒，已自动发送';
/** The recording on screen reached RECORDING_LIMIT_MS: stopped and sent as by a tap, with a notice. */
export const recordingLimitReached = createEvent();

// Attached, so each runs in the scope of the tap that asked for it (the app's, a test's with its own handlers).
// The bridge ends every voice call within its time (shared/wechat withTimeouts), so no state waits for ever.
const startFx = attach({ effect: startRecordFx });
const stopFx = attach({ effect: stopRecordFx });
const uploadFx = attach({ effect: uploadVoiceFx });
/** Leaving the room mid-recording: the microphone is let go and nothing is sent. */
const cancelFx = attach({ effect: stopRecordFx });

export const $recording = createStore<RecordingState>('idle', { serialize: 'ignore' })
  .on(startFx, () => 'starting')
  .on(startFx.done, () => 'recording')
  .on(stopFx, () => 'sending')
  .on([startFx.fail, stopFx.fail, uploadFx.finally, cancelFx], () => 'idle')
  .reset(roomEntered);
/** When the recording on screen started (by $clock), for its view's count of seconds. */
export const $startedAt = createStore(0, { serialize: 'ignore' });

sample({ clock: recordToggled, source: $recording, filter: (state) => state === 'idle', target: startFx });
sample({ clock: startFx.done, source: $clock, fn: (now) => now(), target: $startedAt });
sample({
  clock: startFx.doneData,
  filter: ({ notice }) => Boolean(notice),
  fn: ({ notice }) => notice ?? '',
  target: noticeShown,
});

const limitReached = sample({
  clock: recordingLimitReached,
  source: $recording,
  filter: (state) => state === 'recording',
  fn: () => undefined,
});
// Stopped by the tap (or at the limit): the voice's length is up to then (the upload's time is not part of it), at
// least 1 s.
const stopped = sample({
  clock: [recordToggled, limitReached],
  source: { state: $recording, startedAt: $startedAt, now: $clock },
  filter: ({ state }) => state === 'recording',
  fn: ({ startedAt, now }) => Math.max(1, Math.round((now() - startedAt) / 1000)),
});
const $seconds = createStore(1, { serialize: 'ignore' }).on(stopped, (_, seconds) => seconds);
sample({ clock: stopped, fn: () => undefined, target: stopFx });
sample({ clock: limitReached, fn: () => RECORDING_LIMIT_NOTICE, target: noticeShown });
sample({ clock: stopFx.doneData, target: uploadFx });
sample({
  clock: uploadFx.doneData,
  source: $seconds,
  fn: (duration, serverId): Draft => ({ content: serverId, contentType: 3, sendType: 1, duration }),
  target: messageSent,
});

sample({
  clock: roomLeft,
  source: $recording,
  filter: (state) => state === 'recording',
  fn: () => undefined,
  target: cancelFx,
});

/**
 * The live ended mid-recording (结束直播, or the room's state from the server): the voice tools are gone with it, and
 * an ended room takes no message. The microphone is let go, nothing is sent, and the lecturer is told.
 */
export const LIVE_ENDED_NOTICE = '直播已结束，这段录音没有发送';
// A room whose state is known and is not live: no room (left, or not yet told) is not an end.
const $ended = $room.map((room) => room !== null && room.state !== 'live');
const endedWhileRecording = sample({
  clock: [$ended, $recording],
  source: { ended: $ended, state: $recording },
  filter: ({ ended, state }) => ended && state === 'recording',
  fn: () => undefined,
});
sample({ clock: endedWhileRecording, target: cancelFx });
sample({ clock: endedWhileRecording, fn: () => LIVE_ENDED_NOTICE, target: noticeShown });

// The bridge's own messages are Chinese; a browser's (English) error is not shown as is.
sample({
  clock: [startFx.failData, stopFx.failData, uploadFx.failData],
  fn: (error) => {
    const said = error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : '';
    return `录音失败：${said || '当前环境不支持录音'}`;
  },
  target: noticeShown,
});
