const pad = (value: number) => String(value).padStart(2, '0');

/** 2026-11-25 18:30, in the phone's time zone. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
