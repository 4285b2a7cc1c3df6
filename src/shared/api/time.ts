import * as z from 'zod/mini';

const BEIJING_OFFSET_HOURS = 8;
/** Below this a number is epoch seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const SECONDS_LIMIT = 1e11;
/** A date and time with an optional zone (Z, +08:00, +0800): read by hand, Safari's Date.parse refuses several forms. */
const DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Minutes east of UTC of a zone suffix; Beijing time when there is none. */
function zoneMinutes(zone: string | undefined): number {
  if (!zone) return BEIJING_OFFSET_HOURS * 60;
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/** Epoch ms of a date string, or undefined when it names no real moment (2026-02-30, 24:61). */
function readDateTime(text: string): number | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part || 0)) as number[];
  const millis = Number((match[7] ?? '').padEnd(3, '0'));
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second, millis);
  const check = new Date(utc);
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === (month ?? 1) - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return real ? utc - zoneMinutes(match[8]) * 60_000 : undefined;
}

/**
 * Epoch ms from what the backend may send for a time: epoch ms, epoch seconds, a numeric string, a date string
 * (one without a zone is Beijing time, UTC+8; Z, +08:00 and +0800 are read) or nothing (0, '', null: unknown).
 * undefined when unreadable.
 */
export function readTime(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(number)) return number > 0 ? (number < SECONDS_LIMIT ? number * 1000 : number) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DATE_TIME.test(text)) return readDateTime(text);
  const parsed = Date.parse(text);
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
