import * as z from 'zod/mini';

/** 0/1 flag; the backend sometimes sends booleans (or "0"/"1"), normalised to 0 | 1. */
export const flag = z.pipe(
  z.union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')]),
  z.transform((value): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0)),
);
export type Flag = z.output<typeof flag>;

/** Positive integer id. */
export const id = z.number().check(z.int(), z.positive());
/** Money in integer fen, never negative. */
export const fen = z.number().check(z.int(), z.nonnegative());
/** Epoch milliseconds. */
export const epochMs = z.number().check(z.int(), z.nonnegative());
/** A count shown to users (learners, likes…). */
export const count = z.number().check(z.int(), z.nonnegative());

/** `Page<T>` of docs/api.md. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().check(z.int(), z.positive()),
    pageSize: z.number().check(z.int(), z.positive()),
    total: count,
  });
}

export type Page<T> = { list: T[]; pageNo: number; pageSize: number; total: number };

export function hasMorePages(page: Page<unknown>): boolean {
  return page.pageNo * page.pageSize < page.total;
}

/** For calls whose answer carries nothing (`data: null`), accepting whatever the server puts there. */
export const noData = z.pipe(
  z.unknown(),
  z.transform(() => null),
);

/** The `{ code, msg, data }` envelope; the code may come as `status`, as a number or a numeric string. */
export const envelope = z.object({
  code: z.optional(z.union([z.number(), z.string()])),
  status: z.optional(z.union([z.number(), z.string()])),
  msg: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
});
