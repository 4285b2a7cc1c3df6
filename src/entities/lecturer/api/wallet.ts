import * as z from 'zod/mini';
import { createRequestFx, fenOr, flag, flagOr, listOf, numberOr, text } from '@/shared/api';

/**
 * The lecturer's earnings account. Spec §3 "Wallet": accountId, availableAmt (shows -- until loaded),
 * currentProfit, isSettleAuth, totalProfit; the spec names no path (§7 "Not shown"), `/api/wallet/account` is ours.
 * Amounts are null when missing (a screen shows --). Designed here: accountNo, fillWithdrawConfig (the withdraw
 * account proper comes from lecturerWithdrawConf, below).
 */
export const walletSchema = z.object({
  accountId: numberOr(0),
  availableAmt: fenOr(null),
  currentProfit: fenOr(null),
  totalProfit: fenOr(null),
  isSettleAuth: flagOr(0),
  accountNo: text,
  fillWithdrawConfig: flagOr(0),
});
export type Wallet = z.output<typeof walletSchema>;

export const getWalletFx = createRequestFx<void, typeof walletSchema>({
  path: '/api/wallet/account',
  schema: walletSchema,
});

/**
 * The bank account withdrawals go to, `/api/userCenter/lecturerWithdrawConf` (spec §7: "code 1 with data holding
 * the withdraw account"). Spec §3 "Lecturer withdraw account": accountName, accountNo, bankName, bankNames,
 * branchBankName, fillWithdrawConfig, lecturerType — all from the spec; only `fillWithdrawConfig` (0/1 or a
 * boolean) is required, as the cash page decides on it (spec §5). `fillWithdrawConfig: 0` sends cash to the form.
 */
export const withdrawAccountSchema = z.object({
  accountName: text,
  accountNo: text,
  bankName: text,
  bankNames: listOf(text),
  branchBankName: text,
  fillWithdrawConfig: flag,
  lecturerType: numberOr(0),
});
export type WithdrawAccount = z.output<typeof withdrawAccountSchema>;

export const getWithdrawAccountFx = createRequestFx<void, typeof withdrawAccountSchema>({
  path: '/api/userCenter/lecturerWithdrawConf',
  schema: withdrawAccountSchema,
});
