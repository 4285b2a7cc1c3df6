import { formatMoney } from '@/shared/lib/format';
import { parseYuan } from '@/shared/lib/money';

/** The smallest withdrawal (the mock refuses less with code 4: 单笔提现不少于 ¥1.00). */
export const WITHDRAW_MIN_FEN = 100;

/** No fee: the spec names none and the server deducts none, so what arrives is what is withdrawn. */
export const withdrawFee = (_amount: number): number => 0;

export type AmountCheck = { ok: true; amount: number; fee: number; arrives: number } | { ok: false; message: string };

/** The amount typed, read to fen and held to the rules: at least ¥1.00, at most what is available. */
export function checkWithdrawAmount(typed: string, available: number | null): AmountCheck {
  const parsed = parseYuan(typed);
  if (!parsed.ok) return parsed;
  const amount = parsed.fen;
  if (amount < WITHDRAW_MIN_FEN) return { ok: false, message: `单笔提现不少于 ${formatMoney(WITHDRAW_MIN_FEN)}` };
  if (available === null) return { ok: false, message: '可提现金额加载中，请稍候' };
  if (amount > available) return { ok: false, message: `超出可提现金额 ${formatMoney(available)}` };
  const fee = withdrawFee(amount);
  return { ok: true, amount, fee, arrives: amount - fee };
}

/** A verification code as the mock and the studio send it: six digits. */
export const isSmsCode = (code: string): boolean => /^\d{6}$/.test(code.trim());
