import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { startRecordFx, stopRecordFx, uploadVoiceFx } from '@/shared/wechat';
import { DEFAULT_PANEL, type RoomStateFrame } from '../lib/protocol';
import { imagePicked, shrinkImageFx } from './image-message';
import { $notice, $outbox, framesReceived, roomLeft } from './live-room';
import {
  $clock,
  $recording,
  LIVE_ENDED_NOTICE,
  RECORDING_LIMIT_NOTICE,
  recordingLimitReached,
  recordToggled,
} from './voice-recording';

type Bridge = {
  start?: () => Promise<{ notice?: string }>;
  upload?: (localId: string) => Promise<string>;
};

/**
 * The bridge's calls are given handlers in this scope only: had the model called them outside it (an `await` in
 * a component), the app's own bridge would answer instead, and no message below would carry these ids.
 */
function setup(bridge: Bridge = {}) {
  const calls = { start: 0, stop: 0, upload: [] as string[] };
  let now = 10_000;
  const scope = fork({
    values: [[$clock, () => now]],
    handlers: [
      [
        startRecordFx,
        () => {
          calls.start += 1;
          return bridge.start?.() ?? Promise.resolve({});
        },
      ],
      [
        stopRecordFx,
        async () => {
          calls.stop += 1;
          return 'weixin://voice/1';
        },
      ],
      [
        uploadVoiceFx,
        (_: unknown, localId: string) => {
          calls.upload.push(localId);
          return bridge.upload?.(localId) ?? Promise.resolve('media-9');
        },
      ],
    ],
  });
  const later = (ms: number) => {
    now += ms;
  };
  return { scope, calls, later };
}

describe('lecturer voice recording', () => {
  it('录音 starts, 停止并发送语音 stops, uploads and sends the serverId with the length up to the tap', async () => {
    const { scope, calls, later } = setup({ start: async () => ({ notice: '已使用示例录音' }) });
    await allSettled(recordToggled, { scope });
    expect(scope.getState($recording)).toBe('recording');
    expect(scope.getState($notice)).toBe('已使用示例录音');
    later(4_400);
    await allSettled(recordToggled, { scope });
    expect(calls).toEqual({ start: 1, stop: 1, upload: ['weixin://voice/1'] });
    expect(scope.getState($outbox)).toEqual([
      expect.objectContaining({ content: 'media-9', contentType: 3, sendType: 1, duration: 4, status: 'sending' }),
    ]);
    expect(scope.getState($recording)).toBe('idle');
  });

  it('shows 语音发送中… while the upload is on its way, and a tap then does nothing', async () => {
    let finish: (serverId: string) => void = () => {};
    const { scope, calls } = setup({ upload: () => new Promise((resolve) => (finish = resolve)) });
    await allSettled(recordToggled, { scope });
    const sending = allSettled(recordToggled, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($recording)).toBe('sending');
    const tappedAgain = allSettled(recordToggled, { scope });
    finish('media-1');
    await Promise.all([sending, tappedAgain]);
    expect(calls.start).toBe(1);
    expect(calls.stop).toBe(1);
    expect(scope.getState($outbox).map((item) => item.content)).toEqual(['media-1']);
  });

  it('a failure says so in Chinese (the bridge’s own words, or 当前环境不支持录音 for a browser’s) and sends nothing', async () => {
    const refused = setup({ start: () => Promise.reject(new Error('未获得录音权限')) });
    await allSettled(recordToggled, { scope: refused.scope });
    expect(refused.scope.getState($notice)).toBe('录音失败：未获得录音权限');
    expect(refused.scope.getState($recording)).toBe('idle');

    const late = setup({ upload: () => Promise.reject(new Error('语音操作没有响应，请重试')) });
    await allSettled(recordToggled, { scope: late.scope });
    await allSettled(recordToggled, { scope: late.scope });
    expect(late.scope.getState($notice)).toBe('录音失败：语音操作没有响应，请重试');
    expect(late.scope.getState($recording)).toBe('idle');
    expect(late.scope.getState($outbox)).toEqual([]);

    const browser = setup({ start: () => Promise.reject(new Error('NotAllowedError: Permission denied')) });
    await allSettled(recordToggled, { scope: browser.scope });
    expect(browser.scope.getState($notice)).toBe('录音失败：当前环境不支持录音');
  });

  it('at WeChat’s 60 s limit the recording is stopped and sent as by a tap, and says so; idle, the limit does nothing', async () => {
    const { scope, calls, later } = setup();
    await allSettled(recordingLimitReached, { scope });
    expect(calls).toEqual({ start: 0, stop: 0, upload: [] });
    await allSettled(recordToggled, { scope });
    later(58_000);
    await allSettled(recordingLimitReached, { scope });
    expect(calls).toEqual({ start: 1, stop: 1, upload: ['weixin://voice/1'] });
    expect(scope.getState($outbox)).toEqual([expect.objectContaining({ content: 'media-9', duration: 58 })]);
    expect(scope.getState($notice)).toBe(RECORDING_LIMIT_NOTICE);
    expect(scope.getState($recording)).toBe('idle');
    // A second signal (a view's timer that outlived the recording) stops nothing again.
    await allSettled(recordingLimitReached, { scope });
    expect(calls.stop).toBe(1);
  });

  it('the live ending mid-recording lets the microphone go, sends nothing and says so', async () => {
    const roomIs = (state: RoomStateFrame['state']): RoomStateFrame[] => [
      {
        type: 'state',
        state,
        panel: DEFAULT_PANEL,
        muted: false,
        mutedIds: [],
        likes: 0,
        warePage: 0,
        ware: [],
        online: 0,
      },
    ];
    const { scope, calls } = setup();
    await allSettled(framesReceived, { scope, params: roomIs('live') });
    await allSettled(recordToggled, { scope });
    expect(scope.getState($recording)).toBe('recording');
    await allSettled(framesReceived, { scope, params: roomIs('ended') });
    expect(calls).toEqual({ start: 1, stop: 1, upload: [] });
    expect(scope.getState($recording)).toBe('idle');
    expect(scope.getState($notice)).toBe(LIVE_ENDED_NOTICE);
    expect(scope.getState($outbox)).toEqual([]);

    // A start the bridge confirms only after the end: let go at once.
    let started: (value: { notice?: string }) => void = () => {};
    const late = setup({ start: () => new Promise((resolve) => (started = resolve)) });
    await allSettled(framesReceived, { scope: late.scope, params: roomIs('live') });
    const starting = allSettled(recordToggled, { scope: late.scope });
    // Settling waits for every effect of the scope, the start too: the end is not awaited before the start's answer.
    const ended = allSettled(framesReceived, { scope: late.scope, params: roomIs('ended') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late.scope.getState($recording)).toBe('starting');
    started({});
    await Promise.all([starting, ended]);
    expect(late.calls).toEqual({ start: 1, stop: 1, upload: [] });
    expect(late.scope.getState($recording)).toBe('idle');
  });

  it('leaving the room mid-recording lets the microphone go and sends nothing', async () => {
    const { scope, calls } = setup();
    await allSettled(recordToggled, { scope });
    await allSettled(roomLeft, { scope });
    expect(calls.stop).toBe(1);
    expect(calls.upload).toEqual([]);
    expect(scope.getState($recording)).toBe('idle');
  });
});

describe('lecturer image message', () => {
  it('sends the picked photo shrunk, or says it could not be read', async () => {
    const scope = fork({
      handlers: [
        [
          shrinkImageFx,
          async (file: File) => {
            if (file.name === 'broken.jpg') throw new Error('decode');
            return 'data:image/jpeg;base64,AAAA';
          },
        ],
      ],
    });
    await allSettled(imagePicked, { scope, params: new File(['x'], 'photo.jpg') });
    expect(scope.getState($outbox)).toEqual([
      expect.objectContaining({ content: 'data:image/jpeg;base64,AAAA', contentType: 2, sendType: 1 }),
    ]);
    await allSettled(imagePicked, { scope, params: new File(['x'], 'broken.jpg') });
    expect(scope.getState($notice)).toBe('图片读取失败，请换一张');
    expect(scope.getState($outbox)).toHaveLength(1);
  });
});
