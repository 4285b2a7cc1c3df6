import type { SocketLike, Timers } from './connection';

/** A socket the test drives: `opened()`, `receive(frame)`, `dropped()`; `sent` holds what the client wrote. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {}
  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  opened(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  dropped(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  sentOf(type: string): Record<string, unknown>[] {
    return this.sent.filter((frame) => frame.type === type);
  }
}

/** Timers moved by hand: `advance(ms)` runs what falls due, in order. */
export class ManualTimers implements Timers {
  now = 0;
  private queue: { at: number; run: () => void; handle: number }[] = [];
  private next = 1;
  setTimeout(run: () => void, ms: number): unknown {
    const handle = this.next++;
    this.queue.push({ at: this.now + ms, run, handle });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((item) => item.handle !== handle);
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const due = this.queue[0];
      if (!due || due.at > end) break;
      this.queue.shift();
      this.now = due.at;
      due.run();
    }
    this.now = end;
  }
  get delays(): number[] {
    return this.queue.map((item) => item.at - this.now);
  }
}

export const message = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  content: `消息${id}`,
  contentType: 1,
  sendType: 1,
  msgFromSource: 1,
  userId: 3,
  userNickName: '讲师',
  ...extra,
});
