import * as z from 'zod/mini';
import { createRequestFx, fenOr, flagOr, id, numberOr, pageOf, text } from '@/shared/api';

/** A row of the lecturer's column list. */
export const ownColumnRowSchema = z.object({
  cateId: id,
  cateName: text,
  cover: text,
  price: fenOr(null),
  lessonCount: numberOr(0),
  learnNum: numberOr(0),
});
export type OwnColumnRow = z.output<typeof ownColumnRowSchema>;

const ownColumnPageSchema = pageOf(ownColumnRowSchema);
export const getOwnColumnsFx = createRequestFx<{ pageNo?: number; pageSize?: number }, typeof ownColumnPageSchema>({
  path: '/api/ls/studio/channelList',
  schema: ownColumnPageSchema,
});

/** Category of spec §3 (defaults canDistribut 2, isDispense 1, isExclusive 0), to edit. */
export const ownColumnSchema = z.object({
  cateId: id,
  cateName: text,
  cover: text,
  showCover: text,
  summary: text,
  content: text,
  groupId: numberOr(0),
  vip: flagOr(0),
  price: fenOr(0),
  canDistribut: numberOr(2),
  isDispense: flagOr(1),
  isExclusive: flagOr(0),
});
export type OwnColumn = z.output<typeof ownColumnSchema>;

export const getOwnColumnFx = createRequestFx<{ cateId: number }, typeof ownColumnSchema>({
  path: '/api/ls/studio/channelDetail',
  schema: ownColumnSchema,
});

export type ColumnSave = Partial<Omit<OwnColumn, 'cateId'>> & { cateId?: number; requestId?: string };
const savedColumnSchema = z.object({ cateId: id });
/** Creates (no cateId) or updates a column; `requestId` makes a repeated create answer the same column. */
export const saveColumnFx = createRequestFx<ColumnSave, typeof savedColumnSchema>({
  method: 'POST',
  path: '/api/ls/studio/channelSave',
  schema: savedColumnSchema,
});
