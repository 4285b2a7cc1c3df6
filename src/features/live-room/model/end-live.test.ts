import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { type ConfirmOptions, confirmFx } from '@/shared/ui/modal';
import { startRecordFx } from '@/shared/wechat';
import { endRequested } from './end-live';
import { roomEntered } from './live-room';
import { forkRoom } from './room-scope.test-utils';
import { recordToggled } from './voice-recording';

/** A room that is open and live; `answer` is what the lecturer says to the question. */
async function liveRoom(answer: boolean) {
  const asked: ConfirmOptions[] = [];
  const room = forkRoom({
    handlers: [
      [
        confirmFx,
        async (options: ConfirmOptions) => {
          asked.push(options);
          return answer;
        },
      ],
      [startRecordFx, async () => ({})],
    ],
  });
  await allSettled(roomEntered, { scope: room.scope, params: { studioId: 1, lessonId: 8 } });
  room.last().opened();
  room.last().receive({ type: 'state', state: 'live', panel: {}, muted: false });
  return {
    ...room,
    asked,
    ends: () =>
      room
        .last()
        .sentOf('op')
        .filter((frame) => frame.op === 'end'),
  };
}

describe('结束直播', () => {
  it('asks first, and ends the live only when the lecturer confirms', async () => {
    const kept = await liveRoom(false);
    await allSettled(endRequested, { scope: kept.scope });
    expect(kept.asked).toEqual([
      expect.objectContaining({ title: '结束直播', okText: '结束直播', cancelText: '继续直播' }),
    ]);
    expect(kept.ends()).toEqual([]);

    const ended = await liveRoom(true);
    await allSettled(endRequested, { scope: ended.scope });
    expect(ended.ends()).toHaveLength(1);
  });

  it('says a voice being recorded will not be sent', async () => {
    const room = await liveRoom(false);
    await allSettled(endRequested, { scope: room.scope });
    await allSettled(recordToggled, { scope: room.scope });
    await allSettled(endRequested, { scope: room.scope });
    expect(room.asked.map((options) => options.message.includes('正在录的语音不会发送'))).toEqual([false, true]);
  });
});
