import { beforeEach, describe, expect, it } from '@rstest/core';
import { getResponse } from 'msw';
import { apiGet } from '../api-client.test-utils';
import { resetMockDb } from '../backend';
import { canJoin, handleFrame, leave, type Peer } from './rooms';
import { voiceMediaHandlers } from './voice-media';

type Frame = { type: string; [key: string]: unknown };
const LESSON = 8; // studio 1 (lecturer: user 3), live, not started; price 19.90, not bought by user 1

function peer(userId: number): Peer & { frames: Frame[]; closed: boolean; last: (type: string) => Frame | undefined } {
  const frames: Frame[] = [];
  const self = {
    userId,
    frames,
    closed: false,
    send: (frame: unknown) => frames.push(frame as Frame),
    close: () => {
      self.closed = true;
    },
    last: (type: string) => frames.findLast((frame) => frame.type === type),
  };
  return self;
}

describe('mock live rooms', () => {
  beforeEach(() => resetMockDb());

  it('lets in the lecturer, refuses a listener who has not bought, and a missing token', () => {
    expect(canJoin('mock.3.x', LESSON)).toEqual({ userId: 3 });
    expect(canJoin('mock.1.x', LESSON)).toMatchObject({ code: 3 });
    expect(canJoin(null, LESSON)).toMatchObject({ code: 1000 });
  });

  it('stores a resent message once, answers hello with only newer messages, and gates what listeners send', () => {
    const lecturer = peer(3);
    const listener = peer(1);
    handleFrame(LESSON, lecturer, { type: 'hello', lastId: 0 });
    handleFrame(LESSON, listener, { type: 'hello', lastId: 0 });
    expect(listener.last('state')).toMatchObject({ state: 'notStarted', panel: { master: true, sendChat: false } });
    const say = { type: 'send', clientId: 'a', content: '开场', contentType: 1, sendType: 1 };
    handleFrame(LESSON, lecturer, say);
    expect(lecturer.last('error')).toMatchObject({ code: 4001, clientId: 'a' });
    handleFrame(LESSON, lecturer, { type: 'op', op: 'start' });
    handleFrame(LESSON, lecturer, say);
    handleFrame(LESSON, lecturer, say);
    const acks = lecturer.frames.filter((frame) => frame.type === 'ack');
    expect(acks).toEqual([
      { type: 'ack', clientId: 'a', id: 1 },
      { type: 'ack', clientId: 'a', id: 1 },
    ]);
    expect(listener.frames.filter((frame) => frame.type === 'message')).toHaveLength(1);
    handleFrame(LESSON, lecturer, { ...say, clientId: 'b', content: '第二句' });
    const late = peer(1);
    handleFrame(LESSON, late, { type: 'hello', lastId: 1 });
    expect((late.last('history')?.messages as { id: number }[] | undefined)?.map((message) => message.id)).toEqual([2]);
    // the discussion is closed by default (spec §4 reset), and a listener cannot operate the room
    handleFrame(LESSON, listener, { type: 'send', clientId: 'c', content: '老师好', contentType: 1, sendType: 2 });
    expect(listener.last('error')).toMatchObject({ code: 4002, clientId: 'c' });
    handleFrame(LESSON, listener, { type: 'op', op: 'end' });
    expect(listener.last('error')).toMatchObject({ code: 4004 });
    handleFrame(LESSON, lecturer, { type: 'op', op: 'panel', panel: { sendChat: true, chatContent: true } });
    handleFrame(LESSON, listener, { type: 'send', clientId: 'c', content: '老师好', contentType: 1, sendType: 2 });
    expect(listener.last('ack')).toMatchObject({ clientId: 'c', id: 3 });
    handleFrame(LESSON, lecturer, { type: 'op', op: 'panel', panel: { reset: true } });
    expect(listener.last('state')).toMatchObject({ panel: { sendChat: false, chatContent: false, chat: true } });
    leave(LESSON, late);
  });

  it('mutes through the socket and through 禁言管理 alike; the muted listener learns it at once', async () => {
    const lecturer = peer(3);
    const listener = peer(1);
    handleFrame(LESSON, lecturer, { type: 'hello', lastId: 0 });
    handleFrame(LESSON, listener, { type: 'hello', lastId: 0 });
    handleFrame(LESSON, lecturer, { type: 'op', op: 'start' });
    handleFrame(LESSON, lecturer, { type: 'op', op: 'panel', panel: { sendChat: true } });
    handleFrame(LESSON, listener, { type: 'send', clientId: 'x', content: '你好', contentType: 1, sendType: 2 });
    handleFrame(LESSON, lecturer, { type: 'op', op: 'mute', userId: 1 });
    expect(listener.last('state')).toMatchObject({ muted: true });
    expect(lecturer.last('state')).toMatchObject({ mutedIds: [1] });
    handleFrame(LESSON, listener, { type: 'send', clientId: 'y', content: '还能说吗', contentType: 1, sendType: 2 });
    expect(listener.last('error')).toMatchObject({ code: 4003, msg: '你已被讲师禁言' });
    const list = await apiGet<{ list: { userId: number }[] }>('/api/ls/studio/userSay/list', {}, 3);
    expect(list.data.list.map((item) => item.userId)).toEqual([1]);
    const recent = await apiGet<{ list: { userId: number }[] }>('/api/ls/studio/userSay/recent', {}, 3);
    expect(recent.data.list.map((item) => item.userId)).toEqual([1]);
    expect((await apiGet('/api/ls/studio/userSay/list', {}, 1)).code).toBe(10);
  });

  it('plays a voice clip uploaded by the simulated bridge; an unknown media id gets the canned clip', async () => {
    const response = await getResponse(
      voiceMediaHandlers,
      new Request('http://mock/__mock/wxmedia/upload', {
        method: 'POST',
        headers: { 'content-type': 'audio/webm;codecs=opus' },
        body: new Uint8Array([26, 69, 223, 163]),
      }),
    );
    const answer = (await response?.json()) as { data: { serverId: string } };
    expect(answer.data.serverId).toMatch(/^mock-media-\d+$/);
    const lecturer = peer(3);
    handleFrame(LESSON, lecturer, { type: 'hello', lastId: 0 });
    handleFrame(LESSON, lecturer, { type: 'op', op: 'start' });
    const voice = { type: 'send', contentType: 3, sendType: 1, duration: 2 };
    handleFrame(LESSON, lecturer, { ...voice, clientId: 'v1', content: answer.data.serverId });
    handleFrame(LESSON, lecturer, { ...voice, clientId: 'v2', content: 'sim-media-1' });
    const sent = lecturer.frames.filter((frame) => frame.type === 'message').map((frame) => frame.message);
    expect(sent).toEqual([
      expect.objectContaining({ content: `/__mock/wxmedia/${answer.data.serverId}`, duration: 2 }),
      expect.objectContaining({ content: expect.stringMatching(/^\/mock-cdn\/media\/.+\.wav$/) }),
    ]);
    const clip = await getResponse(
      voiceMediaHandlers,
      new Request(`http://mock/__mock/wxmedia/${answer.data.serverId}`),
    );
    expect(clip?.status).toBe(200);
    expect(clip?.headers.get('content-type')).toBe('audio/webm;codecs=opus');
    expect(new Uint8Array((await clip?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([26, 69, 223, 163]),
    );
  });
});
