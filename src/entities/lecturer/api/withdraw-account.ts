import { createRequestFx } from '@/shared/api';
import { withdrawAccountSchema } from './wallet';

export type SaveWithdrawAccount = {
  accountName: string;
  bankName: string;
  branchBankName: string;
  accountNo: string;
  mobile: string;
  smsCode: string;
};

/**
 * Saves the bank account withdrawals go to (designed: the spec shows only the read, lecturerWithdrawConf) and
 * answers the account as lecturerWithdrawConf does. Codes: 2 缺少参数, 3 请选择开户银行, 4 银行卡号应为 12–19 位数字,
 * 5 短信验证码不正确.
 */
export const saveWithdrawAccountFx = createRequestFx<SaveWithdrawAccount, typeof withdrawAccountSchema>({
  method: 'POST',
  path: '/api/userCenter/saveWithdrawConf',
  schema: withdrawAccountSchema,
});
