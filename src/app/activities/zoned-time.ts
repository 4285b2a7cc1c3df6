/**
 * An ISO 8601 time with its zone (`2026-12-12T00:00:00+08:00`, `…T10:00+08:00`, `…Z`) as epoch ms, or null when the
 * text is not one or names a moment that does not exist (`2026-12-32`, `24:61`). `Date.parse` alone would roll some
 * of those over and read others as NaN, and a window with NaN at one end never opens or never closes.
 * Browser-safe and dependency-free: the manifest schema (build, `activity:check`) and the time override both use it.
 */
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|([+-])(\d{2}):(\d{2}))$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseZonedTime(text: string): number | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  if (month === undefined || day === undefined || hour === undefined || minute === undefined) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year ?? 0, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (match[8] !== 'Z' && (Number(match[10]) > 14 || Number(match[11]) > 59)) return null;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}
