const orderTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An order's time in Beijing time, wherever the phone is: `2026/11/20 14:05`. */
export function formatOrderTime(epochMs: number): string {
  return orderTimeFormat.format(new Date(epochMs));
}
