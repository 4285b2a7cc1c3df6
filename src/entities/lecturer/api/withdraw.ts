import * as z from 'zod/mini';
import { createRequestFx, epochMs, fen, id, pageOf, text } from '@/shared/api';

/**
 * A wallet movement. `type`: 1 income, 2 withdrawal; `status`: 1 done, 2 processing, 3 rejected, with the
 * rejection's `reason` (designed, optional: '' when missing).
 */
export const walletRecordSchema = z.object({
  recordId: id,
  type: z.literal([1, 2]),
  title: z._default(z.string(), ''),
  amount: fen,
  createTime: epochMs,
  status: z.literal([1, 2, 3]),
  reason: text,
});
export type WalletRecord = z.output<typeof walletRecordSchema>;

const walletRecordPageSchema = pageOf(walletRecordSchema);
export const getWalletRecordsFx = createRequestFx<
  { pageNo?: number; pageSize?: number; type?: 1 | 2; since?: number },
  typeof walletRecordPageSchema
>({ path: '/api/wallet/records', schema: walletRecordPageSchema });

export const withdrawalSchema = z.object({ recordId: id, availableAmt: fen });
export type Withdrawal = z.output<typeof withdrawalSchema>;

/** What a withdrawal sends: fen, the phone and SMS code sent to it, and an id the server de-duplicates retries and double taps by. */
export type WithdrawRequest = { amount: number; mobile: string; smsCode: string; clientRequestId: string };

/**
 * Withdraws `amount` fen. Codes: 2 余额不足, 3 请先填写提现账户, 4 单笔提现不少于 ¥1.00, 5 短信验证码不正确 (the
 * msg is shown). The same `clientRequestId` twice answers the first withdrawal again.
 */
export const withdrawFx = createRequestFx<WithdrawRequest, typeof withdrawalSchema>({
  method: 'POST',
  path: '/api/wallet/withdraw',
  schema: withdrawalSchema,
});
