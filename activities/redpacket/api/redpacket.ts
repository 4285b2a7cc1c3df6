import * as z from 'zod/mini';
import { createRequestFx, epochMs, fen, flag, id } from '@/shared/api';

/** GET /api/active/redpacket/info (README.md): the viewer's packet, with the amount once it is opened. */
export const packetInfoSchema = z.object({
  packetId: id,
  opened: flag,
  amount: z._default(z.nullable(fen), null),
  title: z.string(),
  rule: z.string(),
  couponTitle: z.string(),
  minSpend: fen,
  expiresAt: epochMs,
});
export type PacketInfo = z.output<typeof packetInfoSchema>;

/** POST /api/active/redpacket/open: what the server decided the packet holds, now a coupon of the viewer's. */
export const openedPacketSchema = z.object({ amount: fen, couponUserId: id });
export type OpenedPacket = z.output<typeof openedPacketSchema>;

/** Business code of a second open: the packet was already opened (maybe on another phone or tab). */
export const ALREADY_OPENED_CODE = 2;

export const getPacketInfoFx = createRequestFx<void, typeof packetInfoSchema>({
  path: '/api/active/redpacket/info',
  schema: packetInfoSchema,
});

export const openPacketFx = createRequestFx<{ packetId: number }, typeof openedPacketSchema>({
  method: 'POST',
  path: '/api/active/redpacket/open',
  schema: openedPacketSchema,
});
