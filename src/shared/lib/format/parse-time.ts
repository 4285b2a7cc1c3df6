const LOCAL_DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Milliseconds since the epoch from a timestamp (ms), a Date or a backend string. "2024-05-01 08:30:00" is read as
 * local time by hand: iOS Safari's Date cannot parse the space-separated form. Anything unreadable gives NaN.
 */
export function parseTime(value: number | string | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return Date.parse(text);
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  return new Date(+(year ?? 0), +(month ?? 1) - 1, +(day ?? 1), +hours, +minutes, +seconds).getTime();
}
