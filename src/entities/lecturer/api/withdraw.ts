import * as z from 'zod/mini';
import { createRequestFx, epochMs, fen, id, pageOf } from '@/shared/api';

/** A wallet movement. `type`: 1 income, 2 withdrawal; `status`: 1 done, 2 processing, 3 rejected. */
export const walletRecordSchema = z.object({
  recordId: id,
  type: z.literal([1, 2]),
  title: z._default(z.string(), ''),
  amount: fen,
  createTime: epochMs,
  status: z.literal([1, 2, 3]),
});
export type WalletRecord = z.output<typeof walletRecordSchema>;

const walletRecordPageSchema = pageOf(walletRecordSchema);
export const getWalletRecordsFx = createRequestFx<
  { pageNo?: number; pageSize?: number; type?: 1 | 2 },
  typeof walletRecordPageSchema
>({ path: '/api/wallet/records', schema: walletRecordPageSchema });

export const withdrawalSchema = z.object({ recordId: id, availableAmt: fen });
export type Withdrawal = z.output<typeof withdrawalSchema>;

/** Withdraws `amount` fen. Codes: 2 余额不足, 3 请先填写提现账户, 4 单笔提现不少于 ¥1.00 (the msg is shown). */
export const withdrawFx = createRequestFx<{ amount: number }, typeof withdrawalSchema>({
  method: 'POST',
  path: '/api/wallet/withdraw',
  schema: withdrawalSchema,
});
