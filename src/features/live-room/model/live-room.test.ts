import { describe, expect, it } from '@rstest/core';
import { allSettled, createWatch } from 'effector';
import { message } from '../lib/fake-socket.test-utils';
import { $messages, $outbox, $room, $status, messageSent, roomEntered, roomLeft } from './live-room';
import { forkRoom } from './room-scope.test-utils';

const setup = (schedule?: (run: () => void) => void) => forkRoom({ schedule });

describe('live-room model', () => {
  it('connects with the token in the URL only, and shows history and live messages once each, in order', async () => {
    const { scope, last } = setup();
    await allSettled(roomEntered, { scope, params: { studioId: 1, lessonId: 8 } });
    expect(last().url).toContain('lessonId=8');
    expect(last().url).toContain('token=mock.1.test');
    last().opened();
    expect(scope.getState($status)).toBe('open');
    last().receive({ type: 'state', state: 'live', panel: { sendChat: true }, muted: false });
    last().receive({ type: 'history', messages: [message(1), message(3)] });
    last().receive({ type: 'message', message: message(2) });
    last().receive({ type: 'message', message: message(3) });
    expect(scope.getState($messages).map((item) => item.id)).toEqual([1, 2, 3]);
    const room = scope.getState($room);
    expect(room?.state).toBe('live');
    // unspecified flags take the spec §4 defaults
    expect(room?.panel).toMatchObject({ master: true, chat: true, player: true, sendChat: true, barrage: false });
  });

  it('shows my message as sending until the ack, and as failed with the reason when refused', async () => {
    const { scope, last } = setup();
    await allSettled(roomEntered, { scope, params: { studioId: 1, lessonId: 8 } });
    last().opened();
    await allSettled(messageSent, { scope, params: { content: '老师好', contentType: 1, sendType: 2 } });
    await allSettled(messageSent, { scope, params: { content: '第二句', contentType: 1, sendType: 2 } });
    const [first, second] = last().sentOf('send');
    expect(scope.getState($outbox).map((item) => item.status)).toEqual(['sending', 'sending']);
    last().receive({ type: 'ack', clientId: first?.clientId, id: 5 });
    last().receive({ type: 'error', code: 4003, msg: '你已被讲师禁言', clientId: second?.clientId });
    expect(scope.getState($outbox)).toEqual([
      expect.objectContaining({ content: '第二句', status: 'failed', error: '你已被讲师禁言' }),
    ]);
  });

  it('recovers after a drop: the same messages are not doubled', async () => {
    const { scope, sockets, last } = setup();
    await allSettled(roomEntered, { scope, params: { studioId: 1, lessonId: 8 } });
    last().opened();
    last().receive({ type: 'history', messages: [message(1), message(2)] });
    last().dropped();
    expect(scope.getState($status)).toBe('reconnecting');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sockets).toHaveLength(2);
    last().opened();
    expect(last().sentOf('hello')).toEqual([{ type: 'hello', lastId: 2 }]);
    last().receive({ type: 'history', messages: [message(2), message(3)] });
    expect(scope.getState($messages).map((item) => item.id)).toEqual([1, 2, 3]);
    await allSettled(roomLeft, { scope });
    expect(last().closed).toBe(true);
    expect(scope.getState($messages)).toEqual([]);
  });

  it('applies a burst of frames in one store update per flush, in id order, each id once, resent ones too', async () => {
    const flushes: (() => void)[] = [];
    const { scope, sockets, last } = setup((run) => flushes.push(run));
    let updates = 0;
    const watch = createWatch({ unit: $messages, fn: () => updates++, scope });
    await allSettled(roomEntered, { scope, params: { studioId: 1, lessonId: 8 } });
    last().opened();
    await allSettled(messageSent, { scope, params: { content: '老师好', contentType: 1, sendType: 2 } });
    const [mine] = last().sentOf('send');
    for (const id of [3, 1, 2, 2, 5]) last().receive({ type: 'message', message: message(id) });
    // one flush asked for, however many frames came; nothing shown before it runs
    expect(flushes).toHaveLength(1);
    expect(scope.getState($messages)).toEqual([]);
    flushes.shift()?.();
    expect(scope.getState($messages).map((item) => item.id)).toEqual([1, 2, 3, 5]);
    expect(updates).toBe(1);
    // the socket drops before my message is acknowledged: resent on the new socket, with the same clientId
    last().dropped();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sockets).toHaveLength(2);
    last().opened();
    expect(last().sentOf('send')).toEqual([expect.objectContaining({ clientId: mine?.clientId })]);
    last().receive({ type: 'history', messages: [message(4), message(5)] });
    last().receive({ type: 'ack', clientId: mine?.clientId, id: 6 });
    last().receive({ type: 'message', message: { ...message(6), clientId: mine?.clientId } });
    last().receive({ type: 'message', message: message(6) });
    expect(flushes).toHaveLength(1);
    flushes.shift()?.();
    expect(scope.getState($messages).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(scope.getState($outbox)).toEqual([]);
    expect(updates).toBe(2);
    watch();
  });
});
