import {
  type ClientFrame,
  messagesOf,
  type OpFrame,
  parseServerFrame,
  type SendFrame,
  type ServerFrame,
} from './protocol';

/** The part of the browser's WebSocket this client uses (tests give a fake). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

/** `unreachable`: no socket could be opened within `giveUpAfterMs`; nothing more is tried until `start()` again. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'refused' | 'unreachable' | 'closed';

export type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type ConnectionOptions = {
  url: string;
  createSocket: (url: string) => SocketLike;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: ConnectionStatus, detail?: { code: number; msg: string }) => void;
  timers?: Timers;
  random?: () => number;
  /** Heartbeat: a ping every `pingMs`; the socket counts as dead after `maxMissed` pings without an answer. */
  pingMs?: number;
  maxMissed?: number;
  /** Reconnect backoff: base · 2^attempt, capped, times a jitter in [0.5, 1). */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** How long the room may be without an open socket (from the start, or from a drop) before it gives up. */
  giveUpAfterMs?: number;
};

/**
 * The same bound as an API call's timeout (shared/api): a room that cannot connect says so, with 重试, instead of
 * trying on in silence. A socket still opening when it expires is abandoned too (an unreachable host may never
 * answer at all).
 */
export const GIVE_UP_AFTER_MS = 15_000;

const OPEN = 1;
/** Close codes 4000–4999 are the server refusing (not logged in, not bought): no reconnect. */
const isRefusal = (code: number) => code >= 4000 && code < 5000;

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One socket per room: hello with the last message id seen (the server answers with the state and only newer
 * messages), heartbeat, reconnect with jittered exponential backoff, and an outbox of sent messages kept until the
 * server acknowledges their clientId (resent after every reconnect; the server answers a known clientId with the
 * same ack, so nothing is stored twice).
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private lastId = 0;
  private readonly outbox = new Map<string, SendFrame>();
  private attempt = 0;
  private missed = 0;
  private pingTimer: unknown = null;
  private retryTimer: unknown = null;
  private giveUpTimer: unknown = null;
  private connected = false;
  private stopped = false;
  private readonly timers: Timers;
  private readonly random: () => number;
  private readonly pingMs: number;
  private readonly maxMissed: number;
  private readonly baseMs: number;
  private readonly capMs: number;
  private readonly giveUpMs: number;

  constructor(private readonly options: ConnectionOptions) {
    this.timers = options.timers ?? browserTimers;
    this.random = options.random ?? Math.random;
    this.pingMs = options.pingMs ?? 20_000;
    this.maxMissed = options.maxMissed ?? 2;
    this.baseMs = options.backoffBaseMs ?? 500;
    this.capMs = options.backoffCapMs ?? 15_000;
    this.giveUpMs = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
  }

  start(): void {
    this.stopped = false;
    this.attempt = 0;
    this.connected = false;
    this.armGiveUp();
    this.open('connecting');
  }

  stop(): void {
    this.stopped = true;
    this.timers.clearTimeout(this.retryTimer);
    this.timers.clearTimeout(this.giveUpTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'leave');
    }
    this.options.onStatus('closed');
  }

  /** Queues a message until acknowledged; sent at once when the socket is open. */
  send(frame: SendFrame): void {
    this.outbox.set(frame.clientId, frame);
    this.write(frame);
  }

  /** An operation (like, panel, mute…): only on an open socket; false when it could not go. */
  operate(frame: OpFrame): boolean {
    return this.write(frame);
  }

  /** Gives up on a queued message (the server refused it, or the user cancelled). */
  discard(clientId: string): void {
    this.outbox.delete(clientId);
  }

  get pending(): readonly SendFrame[] {
    return [...this.outbox.values()];
  }

  get lastMessageId(): number {
    return this.lastId;
  }

  /** Closes the current socket as a network drop would (the heartbeat's verdict; tests). */
  drop(): void {
    const socket = this.socket;
    if (!socket) return;
    this.lost(socket);
  }

  private write(frame: ClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private open(status: 'connecting' | 'reconnecting'): void {
    this.options.onStatus(status);
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.connected = true;
      this.timers.clearTimeout(this.giveUpTimer);
      this.write({ type: 'hello', lastId: this.lastId });
      for (const frame of this.outbox.values()) this.write(frame);
      this.startHeartbeat();
      this.options.onStatus('open');
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.missed = 0;
      const frame = parseServerFrame(event.data);
      if (!frame) return;
      this.receive(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      if (isRefusal(event.code)) {
        this.detach(socket);
        this.socket = null;
        this.stopHeartbeat();
        this.timers.clearTimeout(this.giveUpTimer);
        this.options.onStatus('refused', this.refusal ?? { code: event.code - 4000, msg: '' });
        return;
      }
      this.lost(socket);
    };
    socket.onerror = () => {};
  }

  private refusal: { code: number; msg: string } | null = null;

  private receive(frame: ServerFrame): void {
    if (frame.type === 'ack') this.outbox.delete(frame.clientId);
    if (frame.type === 'error') {
      if (frame.clientId) this.outbox.delete(frame.clientId);
      else this.refusal = { code: frame.code, msg: frame.msg };
    }
    if (frame.type === 'history' || frame.type === 'message') {
      for (const message of messagesOf(frame)) if (message.id > this.lastId) this.lastId = message.id;
    }
    this.options.onFrame(frame);
  }

  private lost(socket: SocketLike): void {
    this.detach(socket);
    this.socket = null;
    this.stopHeartbeat();
    try {
      socket.close();
    } catch {
      // already closed
    }
    if (this.stopped) return;
    // A drop of an open room starts the bound anew; a failed attempt within it does not.
    if (this.connected) this.armGiveUp();
    this.connected = false;
    this.scheduleRetry();
  }

  /** Starts the bound of an unbroken time without an open socket (kept while the attempts within it fail). */
  private armGiveUp(): void {
    this.timers.clearTimeout(this.giveUpTimer);
    if (!Number.isFinite(this.giveUpMs)) return;
    this.giveUpTimer = this.timers.setTimeout(() => {
      if (this.stopped) return;
      this.timers.clearTimeout(this.retryTimer);
      const socket = this.socket;
      this.socket = null;
      if (socket) {
        this.detach(socket);
        socket.close();
      }
      this.options.onStatus('unreachable');
    }, this.giveUpMs);
  }

  private scheduleRetry(): void {
    const delay = Math.min(this.capMs, this.baseMs * 2 ** this.attempt) * (0.5 + this.random() / 2);
    this.attempt += 1;
    this.options.onStatus('reconnecting');
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = this.timers.setTimeout(() => {
      if (!this.stopped) this.open('reconnecting');
    }, delay);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.missed = 0;
    const tick = () => {
      const socket = this.socket;
      if (!socket) return;
      if (this.missed >= this.maxMissed) {
        this.lost(socket);
        return;
      }
      this.missed += 1;
      this.write({ type: 'ping' });
      this.pingTimer = this.timers.setTimeout(tick, this.pingMs);
    };
    this.pingTimer = this.timers.setTimeout(tick, this.pingMs);
  }

  private stopHeartbeat(): void {
    this.timers.clearTimeout(this.pingTimer);
    this.pingTimer = null;
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }
}

/**
 * The socket's address: `${wsBase}/liveroom?…`. A base that is a path (`/ws`, as `npm run preview` and a deploy that
 * serves the socket behind the page's own origin set it) is on the server this page came from; so is a ws base on
 * localhost (the dev and test builds: e2e servers and a phone on the LAN use other hosts and ports), and an empty one
 * (at `/ws`).
 */
export function liveSocketUrl(
  wsBase: string,
  location: { protocol: string; host: string; hostname: string },
  query: { studioId: number; lessonId: number; token: string },
): string {
  const origin = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
  const sameOrigin = `${origin}/ws`;
  let base = wsBase.replace(/\/+$/, '');
  if (base.startsWith('/') && !base.startsWith('//')) return `${origin}${base}/liveroom?${socketQuery(query)}`;
  try {
    if (!base || new URL(base).hostname === 'localhost') base = sameOrigin;
  } catch {
    base = sameOrigin;
  }
  return `${base}/liveroom?${socketQuery(query)}`;
}

function socketQuery(query: { studioId: number; lessonId: number; token: string }): URLSearchParams {
  return new URLSearchParams({
    studioId: String(query.studioId),
    lessonId: String(query.lessonId),
    token: query.token,
  });
}
