import { attach, combine, sample } from 'effector';
import { $withdrawAccount, getWithdrawAccountFx, withdrawFx } from '@/entities/lecturer';
import { createWithdrawal } from '@/widgets/withdrawal';
import { walletPage } from './home';

/** 申请提现: the wallet's balance to the withdraw account, with an SMS code. */
export const cashWithdrawal = createWithdrawal({
  key: 'wallet-cash',
  purpose: 'withdraw',
  applyFx: withdrawFx,
  balance: walletPage,
});
const loadAccountFx = attach({ effect: getWithdrawAccountFx });

/** 招商银行（尾号 1234）: where the money goes. */
export const $destination = combine($withdrawAccount, (account) =>
  account?.accountNo ? `${account.bankName || '银行卡'}（尾号 ${account.accountNo.slice(-4)}）` : '提现账户',
);

sample({
  clock: cashWithdrawal.opened,
  source: $withdrawAccount,
  filter: (account) => !account?.accountNo,
  target: loadAccountFx,
});
