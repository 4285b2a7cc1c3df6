import * as z from 'zod/mini';

const BEIJING_OFFSET_HOURS = 8;
/** Below this a number is epoch seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const SECONDS_LIMIT = 1e11;
const LOCAL_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * Epoch ms from what the backend may send for a time: epoch ms, epoch seconds, a numeric string, a date string
 * (one without a zone is Beijing time, UTC+8) or nothing (0, '', null: unknown). undefined when unreadable.
 */
export function readTime(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(number)) return number > 0 ? (number < SECONDS_LIMIT ? number * 1000 : number) : undefined;
  if (typeof value !== 'string') return undefined;
  const local = LOCAL_DATE.exec(value.trim());
  if (local) {
    const [, year, month, day, hour, minute, second] = local.map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day, (hour || 0) - BEIJING_OFFSET_HOURS, minute || 0, second || 0);
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** A time as epoch ms, or null when unknown; see readTime. In its own module: the home screen does not need it. */
export const epochTime = z.pipe(
  z.optional(z.unknown()),
  z.transform((value, context): number | null => {
    const time = readTime(value);
    if (time !== undefined) return time;
    context.issues.push({ code: 'custom', message: 'expected a time', input: value });
    return z.NEVER;
  }),
);
