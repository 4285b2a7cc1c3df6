import { describe, expect, it } from '@rstest/core';
import { message } from './fake-socket.test-utils';
import { mergeMessages } from './message-log';
import { type LiveMessage, liveMessageSchema } from './protocol';

const msg = (id: number): LiveMessage => liveMessageSchema.parse(message(id));
const ids = (list: readonly LiveMessage[]) => list.map((item) => item.id);

describe('mergeMessages', () => {
  it('appends newer messages and keeps each id once, in id order', () => {
    let list = mergeMessages([], [msg(1), msg(2)]);
    list = mergeMessages(list, [msg(2), msg(3)]);
    list = mergeMessages(list, [msg(5), msg(4), msg(3)]);
    expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns the same list when nothing is new (no re-render)', () => {
    const list = mergeMessages([], [msg(1), msg(2)]);
    expect(mergeMessages(list, [msg(1)])).toBe(list);
    expect(mergeMessages(list, [])).toBe(list);
  });
});
