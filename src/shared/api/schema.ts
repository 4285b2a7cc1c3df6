import * as z from 'zod/mini';

/*
 * Written with unknown + transform rather than z.union: zod/mini's union class would add ~0.5 KB gzip to the first
 * screen's JavaScript (every zod feature used anywhere lands in the one shared zod module).
 */

/** 0/1 flag; the backend sometimes sends booleans (or "0"/"1"), normalised to 0 | 1. */
export const flag = z.pipe(
  z.unknown(),
  z.transform((value, context): 0 | 1 => {
    if (value === 1 || value === true || value === '1') return 1;
    if (value === 0 || value === false || value === '0') return 0;
    context.issues.push({ code: 'custom', message: 'expected a 0/1 flag', input: value });
    return z.NEVER;
  }),
);

/** A number that may arrive as a string of digits ("1700000000"). */
export const numeric = z.pipe(
  z.unknown(),
  z.transform((value, context): number => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    context.issues.push({ code: 'custom', message: 'expected a number', input: value });
    return z.NEVER;
  }),
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
  code: z.optional(numeric),
  status: z.optional(numeric),
  msg: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
});
