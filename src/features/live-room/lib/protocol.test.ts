import { describe, expect, it } from '@rstest/core';
import { defaultPanel, type LiveMessageWire, type RoomStateWire } from '@/shared/live-socket';
import { messagesOf, readServerFrame } from './protocol';

/** The client reads exactly what the mock writes: both stand on shared/live-socket. */
describe('live room protocol', () => {
  it('reads a full wire message and state frame as they are', () => {
    const wire: LiveMessageWire = {
      id: 7,
      lessonContentId: 7,
      lessonId: 8,
      clientId: 'c1',
      content: '大家好',
      contentType: 1,
      duration: 0,
      sendType: 1,
      msgFromSource: 1,
      fromSource: 1,
      operationType: 2,
      lessonContentCommentId: 3,
      userId: 3,
      userNickName: '林晓岚',
      userHeadImg: '/mock-cdn/avatar/user-3.svg',
      createTime: 1_700_000_000_000,
    };
    const { lessonId: _lessonId, ...read } = wire;
    expect(messagesOf({ type: 'message', message: wire })).toEqual([read]);
    const state: RoomStateWire = {
      type: 'state',
      state: 'live',
      panel: { ...defaultPanel(), barrage: true },
      muted: false,
      mutedIds: [1],
      likes: 2,
      warePage: 1,
      ware: ['/a.svg', '/b.svg'],
      online: 3,
    };
    expect(readServerFrame(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('fills a message of only an id with the defaults, and drops one without an id', () => {
    expect(messagesOf({ type: 'history', messages: [{ id: 1 }, { content: 'no id' }] })).toEqual([
      expect.objectContaining({ id: 1, contentType: 1, sendType: 2, msgFromSource: 2, operationType: 1 }),
    ]);
  });
});
