import * as z from 'zod/mini';
import { flag, numeric } from './schema';

/*
 * Readers only lazy screens use. A module of its own that imports nothing new from schema.ts: every export of
 * schema.ts that any chunk uses stays in the home screen's JavaScript (schema.ts is loaded there), these do not.
 */

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** `fallback` for a missing, null or empty field, else what `read` makes of it (undefined: unreadable). */
function blankOr<F, T>(fallback: F, read: (value: unknown) => T | undefined, message: string) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((value, context): F | T => {
      if (isBlank(value)) return fallback;
      const out = read(value);
      if (out !== undefined) return out;
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
}

const readWith =
  <S extends z.ZodMiniType>(schema: S) =>
  (value: unknown): z.output<S> | undefined => {
    const result = schema.safeParse(value);
    return result.success ? result.data : undefined;
  };
const readFlag = readWith(flag);
const readNumber = readWith(numeric);

/** Money in integer fen (digits in a string count), or `fallback` when missing; "19.90" (yuan) is refused. */
export const fenOr = <F extends number | null>(fallback: F) =>
  blankOr(
    fallback,
    (value) => {
      // A string with a decimal point is yuan, not fen: refused rather than read a hundred times too small.
      const amount = typeof value === 'string' && !/^\d+$/.test(value) ? undefined : readNumber(value);
      return amount !== undefined && Number.isInteger(amount) && amount >= 0 ? amount : undefined;
    },
    'expected integer fen',
  );

/** A 0/1 flag (booleans and "0"/"1" too), or `fallback` when missing, null or empty. */
export const flagOr = <F extends 0 | 1 | null>(fallback: F) => blankOr(fallback, readFlag, 'expected a 0/1 flag');

/** A list, or [] when the field is missing, null or empty. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((list) => (isBlank(list) ? [] : list)),
    ),
    z.array(item),
  );
}
