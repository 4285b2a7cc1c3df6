import { pad } from './duration';
import { parseTime } from './parse-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a comment (or message) was written, in the device's local time:
 * - under a minute ago, or in the future (clock skew): 刚刚
 * - under an hour ago: N分钟前
 * - earlier today: N小时前
 * - yesterday (the calendar day before): 昨天 HH:mm
 * - earlier this year: MM-DD HH:mm
 * - an earlier year: YYYY-MM-DD
 * An unreadable time gives ''.
 */
export function formatRelativeTime(time: number | string | Date, now: number | Date = Date.now()): string {
  const then = parseTime(time);
  const current = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(then) || !Number.isFinite(current)) return '';
  const diff = current - then;
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  const date = new Date(then);
  const today = new Date(current);
  const days = calendarDaysBetween(date, today);
  if (days === 0) return `${Math.floor(diff / HOUR)}小时前`;
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (days === 1) return `昨天 ${clock}`;
  const monthDay = `${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (date.getFullYear() === today.getFullYear()) return `${monthDay} ${clock}`;
  return `${date.getFullYear()}-${monthDay}`;
}

function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  // Rounded: a daylight-saving change makes a calendar day 23 or 25 hours long.
  return Math.round((end.getTime() - start.getTime()) / (24 * HOUR));
}
