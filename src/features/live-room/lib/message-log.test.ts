import { describe, expect, it } from '@rstest/core';
import { message } from './fake-socket.test-utils';
import { mergeMessages, windowStart } from './message-log';
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

  it('inserts a late (resent or history) message at its place in a batch, without touching the input list', () => {
    const list = mergeMessages([], [msg(2), msg(6), msg(9)]);
    const merged = mergeMessages(list, [msg(10), msg(1), msg(7), msg(7), msg(6), msg(11), msg(3)]);
    expect(ids(merged)).toEqual([1, 2, 3, 6, 7, 9, 10, 11]);
    expect(ids(list)).toEqual([2, 6, 9]);
  });

  it('applies one frame batch as the same list the frames one by one would give', () => {
    const batch = [5, 3, 8, 3, 1, 9, 2, 8].map(msg);
    const oneByOne = batch.reduce<readonly LiveMessage[]>((list, item) => mergeMessages(list, [item]), []);
    expect(ids(mergeMessages([], batch))).toEqual(ids(oneByOne));
  });
});

describe('windowStart', () => {
  it('renders everything while the list is short', () => {
    expect(windowStart(0, 40, 20)).toBe(0);
    expect(windowStart(40, 40, 20)).toBe(0);
  });

  it('keeps between size and size + step rows, trimming step rows at a time', () => {
    expect(windowStart(41, 40, 20)).toBe(0);
    expect(windowStart(59, 40, 20)).toBe(0);
    expect(windowStart(60, 40, 20)).toBe(20);
    expect(windowStart(79, 40, 20)).toBe(20);
    for (let length = 41; length < 600; length++) {
      const rendered = length - windowStart(length, 40, 20);
      expect(rendered).toBeGreaterThanOrEqual(40);
      expect(rendered).toBeLessThan(60);
    }
  });
});
