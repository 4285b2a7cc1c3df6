import { describe, expect, it } from '@rstest/core';
import { type ConnectionOptions, GIVE_UP_AFTER_MS, LiveConnection, liveSocketUrl } from './connection';
import { FakeSocket, ManualTimers, message } from './fake-socket.test-utils';
import type { ServerFrame } from './protocol';

function setup(random = () => 0.5, options: Partial<ConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const frames: ServerFrame[] = [];
  const statuses: string[] = [];
  const timers = new ManualTimers();
  const connection = new LiveConnection({
    url: 'ws://host/ws/liveroom?lessonId=8',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onFrame: (frame) => frames.push(frame),
    onStatus: (status) => statuses.push(status),
    timers,
    random,
    ...options,
  });
  const last = () => sockets.at(-1) as FakeSocket;
  return { connection, sockets, frames, statuses, timers, last };
}

describe('LiveConnection', () => {
  it('says hello with the last id seen, and again with the newest id after a drop', () => {
    const { connection, sockets, timers, last, statuses } = setup();
    connection.start();
    last().opened();
    expect(last().sentOf('hello')).toEqual([{ type: 'hello', lastId: 0 }]);
    last().receive({ type: 'history', messages: [message(1), message(2)] });
    last().receive({ type: 'message', message: message(3) });
    last().dropped();
    expect(statuses.at(-1)).toBe('reconnecting');
    // base 500 ms · jitter 0.75 = 375 ms
    timers.advance(374);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets).toHaveLength(2);
    last().opened();
    expect(last().sentOf('hello')).toEqual([{ type: 'hello', lastId: 3 }]);
    expect(statuses.at(-1)).toBe('open');
  });

  it('backs off exponentially with jitter up to the cap, and starts over after a success', () => {
    const { connection, timers, last } = setup(() => 0, { giveUpAfterMs: Number.POSITIVE_INFINITY });
    connection.start();
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      last().dropped();
      delays.push(timers.delays[0] ?? -1);
      timers.advance(timers.delays[0] ?? 0);
    }
    // jitter 0 → half of base · 2^n, capped at 15 s → 7.5 s
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 7500, 7500, 7500]);
    last().opened();
    last().dropped();
    expect(timers.delays[0]).toBe(250);
  });

  it('keeps an unacknowledged message and resends it once reconnected, until its ack', () => {
    const { connection, timers, last } = setup();
    connection.start();
    last().opened();
    connection.send({ type: 'send', clientId: 'a', content: '你好', contentType: 1, sendType: 2 });
    expect(last().sentOf('send')).toHaveLength(1);
    last().dropped();
    // sent while down: queued
    connection.send({ type: 'send', clientId: 'b', content: '在吗', contentType: 1, sendType: 2 });
    timers.advance(1000);
    last().opened();
    expect(
      last()
        .sentOf('send')
        .map((frame) => frame.clientId),
    ).toEqual(['a', 'b']);
    last().receive({ type: 'ack', clientId: 'a', id: 7 });
    expect(connection.pending.map((frame) => frame.clientId)).toEqual(['b']);
    last().receive({ type: 'error', code: 4003, msg: '你已被讲师禁言', clientId: 'b' });
    expect(connection.pending).toEqual([]);
    last().dropped();
    timers.advance(1000);
    last().opened();
    expect(last().sentOf('send')).toEqual([]);
  });

  it('pings every 20 s and counts the socket dead after two pings without an answer', () => {
    const { connection, sockets, timers, last } = setup();
    connection.start();
    last().opened();
    timers.advance(20_000);
    expect(last().sentOf('ping')).toHaveLength(1);
    last().receive({ type: 'pong' });
    timers.advance(20_000);
    timers.advance(20_000);
    expect(last().sentOf('ping')).toHaveLength(3);
    expect(sockets).toHaveLength(1);
    // two pings unanswered: the third tick gives up on the socket
    timers.advance(20_000);
    expect(sockets[0]?.closed).toBe(true);
    timers.advance(1000);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect when the server refuses (4xxx) or the page leaves', () => {
    const { connection, sockets, timers, last, statuses } = setup();
    connection.start();
    last().opened();
    last().receive({ type: 'error', code: 3, msg: '购买后才能进入直播间' });
    last().dropped(4003);
    timers.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('refused');
    connection.start();
    connection.stop();
    timers.advance(60_000);
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('drops frames that do not parse and messages without an id', () => {
    const { connection, frames, last } = setup();
    connection.start();
    last().opened();
    last().onmessage?.({ data: 'not json' });
    last().receive({ type: 'nonsense' });
    last().receive({ type: 'history', messages: [{ content: 'no id' }, message(4)] });
    expect(frames).toHaveLength(1);
    expect(connection.lastMessageId).toBe(4);
  });
});

describe('LiveConnection: a room that cannot connect', () => {
  it('gives up at the bound when no attempt opens, and tries nothing more', () => {
    const { connection, sockets, timers, last, statuses } = setup();
    connection.start();
    for (let i = 0; i < 20 && timers.now < GIVE_UP_AFTER_MS - 1; i++) {
      last().dropped(1006);
      timers.advance(
        Math.min(
          timers.delays.reduce((a, b) => Math.min(a, b)),
          GIVE_UP_AFTER_MS - 1 - timers.now,
        ),
      );
    }
    expect(statuses).not.toContain('unreachable');
    timers.advance(GIVE_UP_AFTER_MS - timers.now);
    expect(statuses.at(-1)).toBe('unreachable');
    const count = sockets.length;
    timers.advance(120_000);
    expect(sockets).toHaveLength(count);
    expect(statuses.at(-1)).toBe('unreachable');
  });

  it('abandons a socket that never answers at the bound, and starts over on start()', () => {
    const { connection, sockets, timers, last, statuses } = setup();
    connection.start();
    timers.advance(GIVE_UP_AFTER_MS);
    expect(statuses.at(-1)).toBe('unreachable');
    expect(last().readyState).toBe(3);
    connection.start();
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
    last().opened();
    timers.advance(GIVE_UP_AFTER_MS * 2);
    expect(statuses.at(-1)).toBe('open');
  });

  it('counts the bound anew from a drop of an open room', () => {
    const { connection, timers, last, statuses } = setup();
    connection.start();
    timers.advance(10_000);
    last().opened();
    timers.advance(10_000);
    last().dropped(1006);
    for (let i = 0; i < 20; i++) {
      const next = Math.min(...timers.delays);
      if (timers.now + next >= 20_000 + GIVE_UP_AFTER_MS) break;
      timers.advance(next);
      if (last().readyState === 0) last().dropped(1006);
    }
    expect(statuses).not.toContain('unreachable');
    timers.advance(20_000 + GIVE_UP_AFTER_MS - timers.now);
    expect(statuses.at(-1)).toBe('unreachable');
  });
});

describe('liveSocketUrl', () => {
  const page = { protocol: 'https:', host: 'm.example.com:8443', hostname: 'm.example.com' };
  const query = { studioId: 1, lessonId: 8, token: 'mock.3.x' };
  it('uses the environment base, and the page own server for a localhost base or none', () => {
    expect(liveSocketUrl('wss://ws.example.com/', page, query)).toBe(
      'wss://ws.example.com/liveroom?studioId=1&lessonId=8&token=mock.3.x',
    );
    expect(liveSocketUrl('ws://localhost:3000/ws', page, query)).toBe(
      'wss://m.example.com:8443/ws/liveroom?studioId=1&lessonId=8&token=mock.3.x',
    );
    expect(liveSocketUrl('', { ...page, protocol: 'http:' }, query)).toMatch(/^ws:\/\/m\.example\.com:8443\/ws\//);
  });

  it('puts a base that is a path on the page own origin (the preview, a deploy behind one origin)', () => {
    expect(liveSocketUrl('/ws', page, query)).toBe(
      'wss://m.example.com:8443/ws/liveroom?studioId=1&lessonId=8&token=mock.3.x',
    );
    expect(liveSocketUrl('/realtime/', { ...page, protocol: 'http:' }, query)).toMatch(
      /^ws:\/\/m\.example\.com:8443\/realtime\/liveroom\?/,
    );
  });
});
