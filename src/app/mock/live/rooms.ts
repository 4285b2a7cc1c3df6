// Relative on purpose: the dev/preview server loads the mock from source (jiti), without the `@/` alias, and this
// segment is data only.
import {
  defaultPanel,
  type LiveMessageWire,
  PANEL_FLAGS,
  type PanelFlags,
  type RoomState,
  type RoomStateWire,
  type ServerFrameWire,
} from '../../../shared/live-socket';
import { getDb, onReset } from '../db/store';
import type { MockDb, UserRecord } from '../db/types';
import { findLesson, findStudio, findUser, hasBoughtLesson } from '../db/views';
import { userIdFromToken } from '../kit/token';
import { uploadedVoiceUrl } from './voice-media';

/**
 * The mock's live rooms (docs/api.md "Live room socket"): one room per lesson, kept in memory, reset with the store.
 * Pure (no Node modules): ws-server.ts wires it to real sockets, tests drive it with fake peers.
 */

export type LiveMessage = LiveMessageWire;

export type Peer = { userId: number; send(frame: ServerFrameWire): void; close(): void };

type Room = {
  lessonId: number;
  studioId: number;
  lecturerId: number;
  messages: LiveMessage[];
  /** clientId (per user) → message id: a resent message is acknowledged again, not stored twice. */
  seen: Map<string, number>;
  override: RoomState | null;
  panel: PanelFlags;
  likes: number;
  warePage: number;
  peers: Set<Peer>;
};

type MuteRecord = { userId: number; muteTime: number };

const rooms = new Map<number, Room>();
/** studioId → muted listeners (setting/userSay and the live room read the same list). */
const mutes = new Map<number, MuteRecord[]>();

onReset(() => {
  for (const room of rooms.values()) for (const peer of room.peers) peer.close();
  rooms.clear();
  mutes.clear();
});

const HOUR = 3_600_000;

function roomOf(db: MockDb, lessonId: number): Room | null {
  const existing = rooms.get(lessonId);
  if (existing) return existing;
  const lesson = findLesson(db, lessonId);
  if (!lesson) return null;
  const studio = findStudio(db, lesson.studioId);
  const room: Room = {
    lessonId,
    studioId: lesson.studioId,
    lecturerId: studio.ownerId,
    messages: [],
    seen: new Map(),
    override: null,
    panel: defaultPanel(),
    likes: 0,
    warePage: 0,
    peers: new Set(),
  };
  rooms.set(lessonId, room);
  if (stateOf(db, room, Date.now()) === 'ended') seedReplay(db, room);
  return room;
}

/** A room held before the mock started keeps a short replay, so 已结束 shows something. */
function seedReplay(db: MockDb, room: Room): void {
  const lecturer = findUser(db, room.lecturerId);
  const lines = [
    '大家好，欢迎来到今天的直播。',
    '今天我们分三部分来讲，先说为什么。',
    '感谢大家的参与，我们下次再见！',
  ];
  for (const content of lines) store(room, lecturer, { clientId: '', content, contentType: 1, duration: 0 }, 1, 0);
}

export function stateOf(db: MockDb, room: Room, now: number): RoomState {
  if (room.override) return room.override;
  const lesson = findLesson(db, room.lessonId);
  const begin = lesson?.lessonBeginTime ?? null;
  if (begin === null) return 'ended';
  if (now < begin) return 'notStarted';
  return now < begin + Math.max(2 * HOUR, (lesson?.lessonTimeTerm ?? 0) * 1000) ? 'live' : 'ended';
}

export function coursewareOf(db: MockDb, lessonId: number): string[] {
  const list = findLesson(db, lessonId)?.coursewarList ?? [];
  return list.length ? list : [1, 2, 3].map((page) => `/mock-cdn/cover/ware-${lessonId}-${page}.svg`);
}

export function isMuted(studioId: number, userId: number): boolean {
  return (mutes.get(studioId) ?? []).some((record) => record.userId === userId);
}

export function mutedOf(studioId: number): readonly MuteRecord[] {
  return mutes.get(studioId) ?? [];
}

export function setMuted(studioId: number, userId: number, muted: boolean, now: number): void {
  const list = (mutes.get(studioId) ?? []).filter((record) => record.userId !== userId);
  if (muted) list.unshift({ userId, muteTime: now });
  mutes.set(studioId, list);
  for (const room of rooms.values()) {
    if (room.studioId !== studioId) continue;
    for (const peer of room.peers) if (peer.userId === userId) peer.send(stateFrame(getDb(), room, peer));
  }
}

/** Listeners who spoke lately in the studio's rooms, newest first (setting/userSay's "mute from recent speakers"). */
export function recentSpeakers(
  studioId: number,
  limit = 20,
): { userId: number; userNickName: string; userHeadImg: string; lastTime: number }[] {
  const byUser = new Map<number, LiveMessage>();
  for (const room of rooms.values()) {
    if (room.studioId !== studioId) continue;
    for (const message of room.messages) {
      if (message.msgFromSource !== 2) continue;
      const known = byUser.get(message.userId);
      if (!known || known.createTime <= message.createTime) byUser.set(message.userId, message);
    }
  }
  return [...byUser.values()]
    .sort((a, b) => b.createTime - a.createTime)
    .slice(0, limit)
    .map(({ userId, userNickName, userHeadImg, createTime }) => ({
      userId,
      userNickName,
      userHeadImg,
      lastTime: createTime,
    }));
}

/** Mock-only: closes every connection of a room (tests of reconnection); the room's messages stay. */
export function dropRoom(lessonId: number): number {
  const room = rooms.get(lessonId);
  if (!room) return 0;
  const peers = [...room.peers];
  for (const peer of peers) peer.close();
  room.peers.clear();
  return peers.length;
}

function stateFrame(db: MockDb, room: Room, peer: Peer): RoomStateWire {
  return {
    type: 'state',
    state: stateOf(db, room, Date.now()),
    panel: room.panel,
    muted: isMuted(room.studioId, peer.userId),
    mutedIds: peer.userId === room.lecturerId ? mutedOf(room.studioId).map((record) => record.userId) : [],
    likes: room.likes,
    warePage: room.warePage,
    ware: coursewareOf(db, room.lessonId),
    online: room.peers.size,
  };
}

function broadcastState(db: MockDb, room: Room): void {
  for (const peer of room.peers) peer.send(stateFrame(db, room, peer));
}

function store(
  room: Room,
  user: UserRecord | undefined,
  input: { clientId: string; content: string; contentType: 1 | 2 | 3; duration: number },
  sendType: 1 | 2 | 3,
  replyTo: number,
): LiveMessage {
  const id = (room.messages.at(-1)?.id ?? 0) + 1;
  const message: LiveMessage = {
    id,
    lessonContentId: id,
    lessonId: room.lessonId,
    clientId: input.clientId,
    content: input.content,
    contentType: input.contentType,
    duration: input.duration,
    sendType,
    msgFromSource: user?.id === room.lecturerId ? 1 : 2,
    fromSource: 1,
    operationType: replyTo ? 2 : 1,
    lessonContentCommentId: replyTo,
    userId: user?.id ?? 0,
    userNickName: user?.nickName ?? '',
    userHeadImg: user?.headimgurl ?? '',
    createTime: Date.now(),
  };
  room.messages.push(message);
  if (input.clientId) room.seen.set(`${message.userId}:${input.clientId}`, id);
  return message;
}

export type JoinResult = { ok: true; peer: Peer } | { ok: false; code: number; msg: string };

/**
 * Who may join: the lecturer, a buyer, anyone for a free lesson (the entry rule of spec §4). The token comes only
 * in the socket's URL.
 */
export function canJoin(token: string | null, lessonId: number): { userId: number } | { code: number; msg: string } {
  const db = getDb();
  const userId = userIdFromToken(token);
  const user = userId === null ? undefined : findUser(db, userId);
  if (!user) return { code: 1000, msg: '请先登录' };
  const lesson = findLesson(db, lessonId);
  if (!lesson) return { code: 2, msg: '课程不存在' };
  const isLecturer = findStudio(db, lesson.studioId).ownerId === user.id;
  if (!isLecturer && lesson.price > 0 && !hasBoughtLesson(db, user.id, lessonId))
    return { code: 3, msg: '购买后才能进入直播间' };
  return { userId: user.id };
}

const MAX_TEXT = 500;
const MAX_IMAGE = 1_500_000;
const VOICE_CLIP = (lessonId: number, id: number) => `/mock-cdn/media/lesson-${lessonId * 1000 + id}-try.wav`;

/** One frame from a peer (already JSON-parsed); answers go back through `peer.send`. */
export function handleFrame(lessonId: number, peer: Peer, frame: unknown) {
  const db = getDb();
  const room = roomOf(db, lessonId);
  if (!room || typeof frame !== 'object' || frame === null) return;
  const data = frame as Record<string, unknown>;
  const isLecturer = peer.userId === room.lecturerId;
  const error = (code: number, msg: string, clientId?: string) => peer.send({ type: 'error', code, msg, clientId });
  switch (data.type) {
    case 'ping':
      peer.send({ type: 'pong' });
      return;
    case 'hello': {
      room.peers.add(peer);
      const lastId = typeof data.lastId === 'number' ? data.lastId : 0;
      broadcastState(db, room);
      peer.send({ type: 'history', messages: room.messages.filter((message) => message.id > lastId) });
      return;
    }
    case 'send': {
      const clientId = typeof data.clientId === 'string' ? data.clientId.slice(0, 64) : '';
      if (!clientId) return error(2, '缺少 clientId');
      const known = room.seen.get(`${peer.userId}:${clientId}`);
      if (known !== undefined) return peer.send({ type: 'ack', clientId, id: known });
      const contentType = data.contentType === 2 || data.contentType === 3 ? data.contentType : 1;
      const sendType = isLecturer ? 1 : data.sendType === 3 ? 3 : 2;
      let content = typeof data.content === 'string' ? data.content : '';
      const state = stateOf(db, room, Date.now());
      if (state !== 'live') return error(4001, state === 'ended' ? '直播已结束' : '直播还没开始', clientId);
      if (!isLecturer) {
        if (isMuted(room.studioId, peer.userId)) return error(4003, '你已被讲师禁言', clientId);
        if (sendType === 2 && !room.panel.sendChat) return error(4002, '讲师已关闭讨论', clientId);
        if (sendType === 3 && !room.panel.comment) return error(4002, '讲师未开放提问', clientId);
        if (contentType !== 1 && !room.panel.file) return error(4002, '只能发送文字', clientId);
      }
      if (contentType === 1) {
        content = content.trim().slice(0, MAX_TEXT);
        if (!content) return error(2, '消息不能为空', clientId);
      }
      if (
        contentType === 2 &&
        (!/^(data:image\/(png|jpeg|webp|gif);base64,|https?:\/\/|\/)/.test(content) || content.length > MAX_IMAGE)
      ) {
        return error(2, '图片无法发送', clientId);
      }
      const replyTo = isLecturer && typeof data.lessonContentCommentId === 'number' ? data.lessonContentCommentId : 0;
      const duration = contentType === 3 ? Math.max(1, Math.min(60, Math.round(Number(data.duration) || 10))) : 0;
      const user = findUser(db, peer.userId);
      // A voice message arrives as WeChat's media id; the backend keeps the file and sends a playable URL.
      const message = store(room, user, { clientId, content, contentType, duration }, sendType, replyTo);
      if (contentType === 3) message.content = uploadedVoiceUrl(content) ?? VOICE_CLIP(room.lessonId, message.id);
      peer.send({ type: 'ack', clientId, id: message.id });
      for (const other of room.peers) other.send({ type: 'message', message });
      return;
    }
    case 'op': {
      if (data.op === 'like') {
        if (!room.panel.thumb) return error(4002, '讲师未开放点赞');
        room.likes += 1;
        return broadcastState(db, room);
      }
      if (!isLecturer) return error(4004, '只有讲师可以操作');
      if (data.op === 'start') room.override = 'live';
      else if (data.op === 'end') room.override = 'ended';
      else if (data.op === 'ware') room.warePage = Math.max(0, Math.round(Number(data.page) || 0));
      else if (data.op === 'panel') {
        const patch = typeof data.panel === 'object' && data.panel ? (data.panel as Record<string, unknown>) : {};
        if (patch.reset === true) room.panel = defaultPanel();
        for (const flag of PANEL_FLAGS) if (typeof patch[flag] === 'boolean') room.panel[flag] = patch[flag] as boolean;
      } else if (data.op === 'mute' || data.op === 'unmute') {
        const userId = Number(data.userId);
        if (!Number.isInteger(userId) || userId === room.lecturerId) return error(2, '不能禁言此用户');
        setMuted(room.studioId, userId, data.op === 'mute', Date.now());
      } else return error(2, '未知操作');
      return broadcastState(db, room);
    }
    default:
      return error(2, '未知消息');
  }
}

export function leave(lessonId: number, peer: Peer): void {
  const room = rooms.get(lessonId);
  if (!room?.peers.delete(peer)) return;
  broadcastState(getDb(), room);
}
