const pad = (value: number) => String(value).padStart(2, '0');

/** Time left until `endTime` (epoch ms) as 剩 2天 03:04:05 / 剩 03:04:05; 已结束 once it has passed. */
export function formatCountdown(endTime: number, now: number): string {
  const left = Math.floor((endTime - now) / 1000);
  if (left <= 0) return '已结束';
  const days = Math.floor(left / 86400);
  const clock = `${pad(Math.floor((left % 86400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? `剩 ${days}天 ${clock}` : `剩 ${clock}`;
}
