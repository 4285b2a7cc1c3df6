/**
 * The live room socket's wire shapes (docs/api.md "Live room socket"), one definition for the client (which reads
 * them leniently: features/live-room/lib/protocol.ts) and the mock backend (which writes them: app/mock/live).
 * Data only: no parser, no dependency.
 */

/** Spec §3 "Panel flags". */
export const PANEL_FLAGS = [
  'shade',
  'master',
  'chat',
  'sendChat',
  'chatContent',
  'barrage',
  'material',
  'thumb',
  'file',
  'comment',
  'operate',
  'player',
  'chatPlaceholder',
] as const;
export type PanelFlag = (typeof PANEL_FLAGS)[number];
export type PanelFlags = Record<PanelFlag, boolean>;

/** Spec §4: the defaults (and the reset): master, chat and player visible; all others hidden. */
export function defaultPanel(): PanelFlags {
  const flags = Object.fromEntries(PANEL_FLAGS.map((flag) => [flag, false])) as PanelFlags;
  return { ...flags, master: true, chat: true, player: true };
}

export const ROOM_STATES = ['notStarted', 'live', 'ended'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/** Spec §3 "Chat message", as the server sends it. */
export type LiveMessageWire = {
  id: number;
  lessonContentId: number;
  lessonId: number;
  clientId: string;
  content: string;
  /** 1 text, 2 image (URL), 3 voice (URL). */
  contentType: 1 | 2 | 3;
  /** Seconds, voice only. */
  duration: number;
  /** 1 the lecturer's stream, 2 discussion (chat), 3 question. */
  sendType: 1 | 2 | 3;
  /** 1 lecturer, 2 listener. */
  msgFromSource: 1 | 2;
  /** 1 H5 (this app). */
  fromSource: number;
  /** 1 a message, 2 an answer to `lessonContentCommentId`. */
  operationType: 1 | 2;
  lessonContentCommentId: number;
  userId: number;
  userNickName: string;
  userHeadImg: string;
  createTime: number;
};

/** The room as the server tells it, to each peer (`muted` is the peer's own; `mutedIds` the lecturer's list). */
export type RoomStateWire = {
  type: 'state';
  state: RoomState;
  panel: PanelFlags;
  muted: boolean;
  mutedIds: number[];
  likes: number;
  warePage: number;
  ware: string[];
  online: number;
};

/** Server → client. */
export type ServerFrameWire =
  | RoomStateWire
  | { type: 'history'; messages: LiveMessageWire[] }
  | { type: 'message'; message: LiveMessageWire }
  | { type: 'ack'; clientId: string; id: number }
  | { type: 'pong' }
  | { type: 'error'; code: number; msg: string; clientId?: string | undefined };

/** Client → server. `content` of a voice is WeChat's media id; the server answers with a playable URL. */
export type SendFrame = {
  type: 'send';
  clientId: string;
  content: string;
  contentType: 1 | 2 | 3;
  sendType: 1 | 2 | 3;
  duration?: number;
  lessonContentCommentId?: number;
};
export type OpFrame =
  | { type: 'op'; op: 'start' | 'end' | 'like' }
  | { type: 'op'; op: 'ware'; page: number }
  | { type: 'op'; op: 'panel'; panel: Partial<PanelFlags> & { reset?: boolean } }
  | { type: 'op'; op: 'mute' | 'unmute'; userId: number };
export type ClientFrame = SendFrame | OpFrame | { type: 'hello'; lastId: number } | { type: 'ping' };
