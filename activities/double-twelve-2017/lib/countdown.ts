const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (value: number) => String(value).padStart(2, '0');

/** Time left until the promo ends, as the banner reads it: `54 天 03:12:45`, or `03:12:45` on the last day. */
export function formatCountdown(remainingMs: number): string {
  const left = Math.max(0, Math.floor(remainingMs / SECOND) * SECOND);
  const days = Math.floor(left / DAY);
  const clock = `${two(Math.floor((left % DAY) / HOUR))}:${two(Math.floor((left % HOUR) / MINUTE))}:${two(
    Math.floor((left % MINUTE) / SECOND),
  )}`;
  return days > 0 ? `${days} 天 ${clock}` : clock;
}
