import * as z from 'zod/mini';
import { numberOr, text } from '@/shared/api';

/**
 * The live room's socket frames (docs/api.md "Live room socket"), read leniently at the boundary: a message needs
 * only its `id` (ordering and de-duplication stand on it); every other field of spec §3 "Chat message" has a
 * default. A frame that does not parse is dropped (and counted), never thrown into the screen.
 */
export const liveMessageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  clientId: text,
  content: text,
  /** 1 text, 2 image (URL), 3 voice (URL). */
  contentType: numberOr(1),
  duration: numberOr(0),
  /** 1 the lecturer's stream, 2 discussion, 3 question. */
  sendType: numberOr(2),
  /** 1 lecturer, 2 listener. */
  msgFromSource: numberOr(2),
  fromSource: numberOr(1),
  /** 1 a message, 2 an answer to lessonContentCommentId. */
  operationType: numberOr(1),
  lessonContentId: numberOr(0),
  lessonContentCommentId: numberOr(0),
  userId: numberOr(0),
  userNickName: text,
  userHeadImg: text,
  createTime: numberOr(0),
});
export type LiveMessage = z.output<typeof liveMessageSchema>;

const panelFlag = z.optional(z.boolean());
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

/** Spec §4: master, chat and player visible; all others hidden. */
export const DEFAULT_PANEL: PanelFlags = {
  ...(Object.fromEntries(PANEL_FLAGS.map((flag) => [flag, false])) as PanelFlags),
  master: true,
  chat: true,
  player: true,
};

const panelSchema = z.pipe(
  z.optional(z.partialRecord(z.enum(PANEL_FLAGS), panelFlag)),
  z.transform((value): PanelFlags => ({ ...DEFAULT_PANEL, ...stripUndefined(value ?? {}) })),
);

function stripUndefined(value: Partial<Record<PanelFlag, boolean | undefined>>): Partial<PanelFlags> {
  return Object.fromEntries(Object.entries(value).filter(([, flag]) => typeof flag === 'boolean'));
}

export const ROOM_STATES = ['notStarted', 'live', 'ended'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

const stateFrameSchema = z.object({
  type: z.literal('state'),
  state: z.catch(z.enum(ROOM_STATES), 'live'),
  panel: panelSchema,
  muted: z.catch(z.boolean(), false),
  /** The lecturer's: the muted listeners of the studio. */
  mutedIds: z.catch(z.array(z.number()), []),
  likes: numberOr(0),
  warePage: numberOr(0),
  ware: z.catch(z.array(z.string()), []),
  online: numberOr(0),
});
export type RoomStateFrame = z.output<typeof stateFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  stateFrameSchema,
  z.object({ type: z.literal('history'), messages: z.catch(z.array(z.unknown()), []) }),
  z.object({ type: z.literal('message'), message: z.unknown() }),
  z.object({ type: z.literal('ack'), clientId: z.string(), id: z.number() }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    code: numberOr(0),
    msg: text,
    clientId: z.optional(z.string()),
  }),
]);
export type ServerFrame = z.output<typeof serverFrameSchema>;

/** Messages of a history or message frame that parse; the others are dropped one by one. */
export function messagesOf(frame: ServerFrame): LiveMessage[] {
  const raw = frame.type === 'history' ? frame.messages : frame.type === 'message' ? [frame.message] : [];
  const list: LiveMessage[] = [];
  for (const item of raw) {
    const parsed = liveMessageSchema.safeParse(item);
    if (parsed.success) list.push(parsed.data);
  }
  return list;
}

export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** What this app sends. `content` of a voice is WeChat's media id; the server answers with a playable URL. */
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
