/**
 * Media durations and positions in seconds: mm:ss below one hour (05:07), h:mm:ss from one hour on (1:02:03).
 * Fractions are cut; negatives, NaN and ±Infinity show 00:00 (the slider's default time labels).
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '00:00';
  const total = Math.floor(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const mmss = `${pad(minutes)}:${pad(rest)}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

export function pad(value: number): string {
  return String(value).padStart(2, '0');
}
