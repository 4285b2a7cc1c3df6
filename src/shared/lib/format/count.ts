/**
 * Counts (learners, plays, likes) as shown on cards (spec §9): below 10000 the whole number, from 10000 on tens of
 * thousands with exactly one decimal and 万. The decimal is cut, never rounded up, so a count is never shown larger
 * than it is: 12345 → 1.2万, 99999 → 9.9万 (not 10.0万), 100000 → 10.0万. Negatives keep their sign (-12345 → -1.2万);
 * fractions are cut to whole numbers; NaN, ±Infinity, null and undefined show as --.
 */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  const sign = value < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(value));
  if (whole < 10000) return whole === 0 ? '0' : `${sign}${whole}`;
  // Integer arithmetic: tenths of 万 are whole thousands, so there is no floating-point drift.
  const tenths = Math.floor(whole / 1000);
  return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}万`;
}
