import { attach, combine, createEvent, sample } from 'effector';
import { $withdrawAccount, getWithdrawAccountFx, withdrawFx } from '@/entities/lecturer';
import { createWithdraw } from '@/features/withdraw';
import { $wallet, loadWalletFx } from './home';

export const cashOpened = createEvent();
export const cashWithdraw = createWithdraw({ key: 'wallet-cash', applyFx: withdrawFx });
const loadAccountFx = attach({ effect: getWithdrawAccountFx });

/** 招商银行（尾号 1234）: where the money goes. */
export const $destination = combine($withdrawAccount, (account) =>
  account?.accountNo ? `${account.bankName || '银行卡'}（尾号 ${account.accountNo.slice(-4)}）` : '提现账户',
);

sample({ clock: cashOpened, target: loadWalletFx });
sample({
  clock: cashOpened,
  source: $withdrawAccount,
  filter: (account) => !account?.accountNo,
  target: loadAccountFx,
});
sample({ clock: loadWalletFx.doneData, fn: (wallet) => wallet.availableAmt, target: cashWithdraw.availableLoaded });
// The wallet screen shows the balance the server answered, not one computed here.
sample({
  clock: cashWithdraw.withdrawn,
  source: $wallet,
  filter: Boolean,
  fn: (wallet, answer) => (wallet ? { ...wallet, availableAmt: answer.availableAmt } : wallet),
  target: $wallet,
});
