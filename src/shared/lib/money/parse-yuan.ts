/** What an amount field made of the text typed: whole fen, or why it is refused (in Chinese, to show as is). */
export type ParsedYuan = { ok: true; fen: number } | { ok: false; message: string };

/** Largest amount accepted (¥10,000,000.00): far above any balance, and keeps every fen a safe integer. */
const MAX_FEN = 1_000_000_000;

/** Full-width digits and dot (what Chinese IMEs type in full-width mode) become ASCII; spaces go. */
function normalise(input: string): string {
  return input
    .replace(/[\uFF10-\uFF19]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[\s\u3000]/g, '');
}

/**
 * Reads an amount in yuan as typed — `12`, `12.5`, `12.50`, `０１２．５`, with spaces — into integer fen without
 * floating-point arithmetic (the text is split at the dot). Refuses anything else: more than two decimals, signs,
 * exponents, letters, an empty field.
 */
export function parseYuan(input: string): ParsedYuan {
  const text = normalise(input);
  if (text === '') return { ok: false, message: '请输入金额' };
  const match = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/.exec(text);
  if (!match) return { ok: false, message: '请输入正确的金额，如 12 或 12.50' };
  const whole = match[1] ?? '0';
  const decimals = match[2] ?? match[3] ?? '';
  if (decimals.length > 2) return { ok: false, message: '金额最多保留两位小数' };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 8) return { ok: false, message: '金额过大' };
  const fen = Number(digits) * 100 + Number(decimals.padEnd(2, '0'));
  if (fen > MAX_FEN) return { ok: false, message: '金额过大' };
  return { ok: true, fen };
}
