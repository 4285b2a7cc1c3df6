import * as z from 'zod/mini';
import { createRequestFx, fen, flag } from '@/shared/api';

/** The lecturer's earnings account. */
export const walletSchema = z.object({
  accountId: z.number().check(z.int(), z.nonnegative()),
  availableAmt: fen,
  currentProfit: fen,
  totalProfit: fen,
  isSettleAuth: flag,
  accountNo: z._default(z.string(), ''),
  fillWithdrawConfig: flag,
});
export type Wallet = z.output<typeof walletSchema>;

export const getWalletFx = createRequestFx<void, typeof walletSchema>({
  path: '/api/wallet/account',
  schema: walletSchema,
});

/** The bank account withdrawals go to; `fillWithdrawConfig: 0` sends the cash page to the account form. */
export const withdrawAccountSchema = z.object({
  accountName: z._default(z.string(), ''),
  accountNo: z._default(z.string(), ''),
  bankName: z._default(z.string(), ''),
  bankNames: z._default(z.array(z.string()), []),
  branchBankName: z._default(z.string(), ''),
  fillWithdrawConfig: flag,
  lecturerType: z._default(z.number().check(z.int()), 0),
});
export type WithdrawAccount = z.output<typeof withdrawAccountSchema>;

export const getWithdrawAccountFx = createRequestFx<void, typeof withdrawAccountSchema>({
  path: '/api/userCenter/lecturerWithdrawConf',
  schema: withdrawAccountSchema,
});
