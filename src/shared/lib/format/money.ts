/**
 * Money arrives from the API in fen (1/100 yuan). Prices read 免费 at zero; amounts (wallet, earnings, refunds) read
 * ¥0.00. Both round to whole fen, put the sign before ¥ (-¥12.50) and show -- for NaN, ±Infinity, null, undefined.
 */
export function formatMoney(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '--';
  const whole = Math.round(Math.abs(fen));
  const sign = fen < 0 && whole > 0 ? '-' : '';
  const cents = String(whole % 100).padStart(2, '0');
  return `${sign}¥${Math.floor(whole / 100)}.${cents}`;
}

/** A price: 0 fen (also after rounding) is 免费; 1250 → ¥12.50. */
export function formatPrice(fen: number | null | undefined): string {
  const money = formatMoney(fen);
  return money === '¥0.00' ? '免费' : money;
}
