const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch ms to the value of an `<input type="datetime-local">` (the phone's own time zone). */
export function toLocalInput(time: number | null): string {
  if (time === null) return '';
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of a datetime-local input back to epoch ms; null when empty or unreadable. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
}
