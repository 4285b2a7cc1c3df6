import * as z from 'zod/mini';

/*
 * Written with unknown + transform rather than z.union: zod/mini's union class would add ~0.5 KB gzip to the first
 * screen's JavaScript (every zod feature used anywhere lands in the one shared zod module).
 */

/**
 * Lenient readers for answers the spec describes (docs/api.md "Spec vs designed"): the existing backend may send a
 * number as a string of digits, a flag as 0/1, "0"/"1" or a boolean, and leave out or null what we designed.
 * `read` returns undefined for a value it cannot read, which becomes a schema issue.
 */
function reader<T>(read: (value: unknown) => T | undefined, message: string) {
  return z.pipe(
    // optional: zod 4 refuses an absent key before the transform could give its default.
    z.optional(z.unknown()),
    z.transform((value, context): T => {
      const out = read(value);
      if (out !== undefined) return out;
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
}

// Loose equality on purpose: null and undefined both mean "not sent".
const isBlank = (value: unknown) => value == null || value === '';
const toNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : undefined;
const toFlag = (value: unknown): 0 | 1 | undefined =>
  value === 1 || value === true || value === '1' ? 1 : value === 0 || value === false || value === '0' ? 0 : undefined;

/** A number that may arrive as a string of digits ("1700000000"); required. */
export const numeric = reader(toNumber, 'expected a number');
/** A number, or `fallback` when the field is missing, null or empty (a designed field the spec does not promise). */
export const numberOr = <F extends number | null>(fallback: F) =>
  reader((value) => (isBlank(value) ? fallback : toNumber(value)), 'expected a number');
/** 0/1 flag; the backend sometimes sends booleans (or "0"/"1"), normalised to 0 | 1. Required. */
export const flag = reader(toFlag, 'expected a 0/1 flag');
/** Text; '' when missing or null. */
export const text = reader(
  (value) => (isBlank(value) ? '' : typeof value === 'string' ? value : undefined),
  'expected text',
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
