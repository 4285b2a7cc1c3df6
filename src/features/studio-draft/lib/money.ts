/** Yuan as typed ("19.9", "0", "") to integer fen, without floating point; null when it is not a price. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return text.trim() === '' ? 0 : null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Fen to the yuan text a price field shows: 1990 → "19.9", 0 → "0". */
export function fenToYuan(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const cents = String(fen % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents ? `${yuan}.${cents}` : String(yuan);
}
