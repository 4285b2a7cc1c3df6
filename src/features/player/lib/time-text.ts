/** A position as a screen reader says it: 3分20秒, 1小时2分5秒, 0秒. */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [hours ? `${hours}小时` : '', hours || minutes ? `${minutes}分` : '', `${rest}秒`];
  return parts.join('');
}
