import * as z from 'zod/mini';
import { numberOr, text } from '@/shared/api';
import {
  type ClientFrame,
  defaultPanel,
  type OpFrame,
  PANEL_FLAGS,
  type PanelFlags,
  ROOM_STATES,
  type RoomState,
  type SendFrame,
} from '@/shared/live-socket';

/**
 * The live room's socket frames (docs/api.md "Live room socket"; their shapes: shared/live-socket, which the
 * mock backend writes), read leniently at the boundary: a message needs
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

export type { PanelFlag, PanelFlags, RoomState } from '@/shared/live-socket';
/** Spec §4: master, chat and player visible; all others hidden. */
export const DEFAULT_PANEL: PanelFlags = defaultPanel();

// Only zod pieces the app already ships (object, optional, unknown, pipe, transform, the lenient readers): the
// schema library sits in the first screen's shared chunk, and new combinators there would grow the home page.
const anything = z.optional(z.unknown());
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const listOfType = <T>(value: unknown, keep: (item: unknown) => item is T): T[] =>
  Array.isArray(value) ? value.filter(keep) : [];

function readPanel(value: unknown): PanelFlags {
  const panel = { ...DEFAULT_PANEL };
  if (!isRecord(value)) return panel;
  for (const flag of PANEL_FLAGS) if (typeof value[flag] === 'boolean') panel[flag] = value[flag];
  return panel;
}

const stateFrameSchema = z.pipe(
  z.object({
    state: anything,
    panel: anything,
    muted: anything,
    mutedIds: anything,
    likes: numberOr(0),
    warePage: numberOr(0),
    ware: anything,
    online: numberOr(0),
  }),
  z.transform((raw) => ({
    type: 'state' as const,
    state: ROOM_STATES.find((state) => state === raw.state) ?? ('live' as RoomState),
    /** Missing flags take the spec §4 defaults. */
    panel: readPanel(raw.panel),
    muted: raw.muted === true,
    /** The lecturer's: the muted listeners of the studio. */
    mutedIds: listOfType(raw.mutedIds, (item): item is number => typeof item === 'number'),
    likes: raw.likes,
    warePage: raw.warePage,
    ware: listOfType(raw.ware, (item): item is string => typeof item === 'string'),
    online: raw.online,
  })),
);
export type RoomStateFrame = z.output<typeof stateFrameSchema>;

const errorFrameSchema = z.object({ code: numberOr(0), msg: text, clientId: anything });

export type ServerFrame =
  | RoomStateFrame
  | { type: 'history'; messages: unknown[] }
  | { type: 'message'; message: unknown }
  | { type: 'ack'; clientId: string; id: number }
  | { type: 'pong' }
  | { type: 'error'; code: number; msg: string; clientId?: string };

/** One frame by its `type`; null for what this client does not know or cannot read. */
export function readServerFrame(json: unknown): ServerFrame | null {
  if (!isRecord(json)) return null;
  switch (json.type) {
    case 'state': {
      const parsed = stateFrameSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    }
    case 'history':
      return { type: 'history', messages: Array.isArray(json.messages) ? json.messages : [] };
    case 'message':
      return { type: 'message', message: json.message };
    case 'ack':
      return typeof json.clientId === 'string' && typeof json.id === 'number'
        ? { type: 'ack', clientId: json.clientId, id: json.id }
        : null;
    case 'pong':
      return { type: 'pong' };
    case 'error': {
      const parsed = errorFrameSchema.safeParse(json);
      if (!parsed.success) return null;
      const { code, msg, clientId } = parsed.data;
      return { type: 'error', code, msg, ...(typeof clientId === 'string' ? { clientId } : {}) };
    }
    default:
      return null;
  }
}

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
  return readServerFrame(json);
}

export type { ClientFrame, OpFrame, SendFrame };
