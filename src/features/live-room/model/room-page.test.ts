import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import type { LiveRoomDetail } from '@/entities/lesson';
import { setLessonWarnFx } from '../api/live-calls';
import { roomDetailFixture } from '../lib/room-detail.test-utils';
import type { RoomKey } from './live-room';
import { $detail, lessonWarnToggled, roomDetail, roomPageClosed, roomPageOpened, roomPageRetried } from './room-page';
import { forkRoom } from './room-scope.test-utils';

const KEY: RoomKey = { studioId: 1, lessonId: 8 };

function setup(answer: (key: RoomKey) => Promise<LiveRoomDetail>) {
  return forkRoom({
    handlers: [
      [roomDetail.loadFx, (_: unknown, key: RoomKey) => answer(key)],
      // A request effect is attached to the one request call: its handler gets (source, the request).
      [
        setLessonWarnFx,
        async (_: unknown, { params }: { params: { isSetLessonWarn: 0 | 1 } }) => ({
          isSetLessonWarn: params.isSetLessonWarn,
        }),
      ],
    ],
  });
}

describe('live-room page', () => {
  it('loads the lesson, then opens the room’s socket; a failed load says why and 重试 loads and enters', async () => {
    let fail = true;
    const { scope, sockets } = setup(async (key) => {
      if (fail) throw new Error('请求超时');
      return { ...roomDetailFixture, ...key };
    });
    await allSettled(roomPageOpened, { scope, params: KEY });
    expect(scope.getState(roomDetail.$status)).toBe('failed');
    expect(sockets).toHaveLength(0);
    fail = false;
    await allSettled(roomPageRetried, { scope });
    expect(scope.getState(roomDetail.$status)).toBe('ready');
    expect(scope.getState($detail)?.lessonId).toBe(8);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toContain('lessonId=8');
    await allSettled(roomPageClosed, { scope });
    expect(sockets[0]?.closed).toBe(true);
  });

  it('opens no socket for an answer that comes after the page was left', async () => {
    let answer: () => void = () => {};
    const { scope, sockets } = setup(
      (key) => new Promise((resolve) => (answer = () => resolve({ ...roomDetailFixture, ...key }))),
    );
    const opening = allSettled(roomPageOpened, { scope, params: KEY });
    const closing = allSettled(roomPageClosed, { scope });
    answer();
    await Promise.all([opening, closing]);
    expect(sockets).toHaveLength(0);
  });

  it('开课提醒 shows as set once the server took it, and again as not set on a second tap', async () => {
    const { scope } = setup(async (key) => ({ ...roomDetailFixture, ...key, isSetLessonWarn: 0 }));
    await allSettled(roomPageOpened, { scope, params: KEY });
    await allSettled(lessonWarnToggled, { scope });
    expect(scope.getState($detail)?.isSetLessonWarn).toBe(1);
    await allSettled(lessonWarnToggled, { scope });
    expect(scope.getState($detail)?.isSetLessonWarn).toBe(0);
  });
});
