import * as z from 'zod/mini';
import { count, createRequestFx, flag, id } from '@/shared/api';

const rankSchema = z.nullable(z.number().check(z.int(), z.positive()));

const shareInfoSchema = z.object({
  /** The viewer's own share code (issued by the server; never the login token). */
  shareCode: z.string().check(z.minLength(1)),
  nickName: z.string(),
  avatar: z.string(),
  visits: count,
  /** Place in the share rank; null while nobody has come through the viewer's link. */
  rank: rankSchema,
});
export type ShareInfo = z.output<typeof shareInfoSchema>;

export const getShareInfoFx = createRequestFx<void, typeof shareInfoSchema>({
  path: '/api/active/d12/shareInfo',
  schema: shareInfoSchema,
});

const rankEntrySchema = z.object({ rank: id, nickName: z.string(), avatar: z.string(), visits: count });
export type RankEntry = z.output<typeof rankEntrySchema>;

const shareRankSchema = z.object({
  list: z.array(rankEntrySchema),
  mine: z.object({ rank: rankSchema, nickName: z.string(), avatar: z.string(), visits: count }),
});
export type ShareRank = z.output<typeof shareRankSchema>;

export const getShareRankFx = createRequestFx<void, typeof shareRankSchema>({
  path: '/api/active/d12/shareRank',
  schema: shareRankSchema,
});

const sharerSchema = z.nullable(z.object({ userId: id, nickName: z.string(), avatar: z.string() }));
export type Sharer = NonNullable<z.output<typeof sharerSchema>>;

/** Who owns a share code; null for a code the server does not know. */
export const getSharerFx = createRequestFx<{ shareCode: string }, typeof sharerSchema>({
  path: '/api/active/d12/sharer',
  schema: sharerSchema,
});

const visitSchema = z.object({ counted: flag });

/** A visit through someone's share-friend link; the server counts it once per visitor and never for the sharer. */
export const recordVisitFx = createRequestFx<{ shareCode: string }, typeof visitSchema>({
  method: 'POST',
  path: '/api/active/d12/visit',
  schema: visitSchema,
  silent: true,
});
