import { attach, combine, createEvent, sample } from 'effector';
import { $withdrawAccount, getWithdrawAccountFx, withdrawFx } from '@/entities/lecturer';
import { $lecturerProfile } from '@/entities/user';
import { createSmsCode } from '@/features/sms-code';
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

/** The phone + SMS code field (features/sms-code), wired into the withdrawal: its values, a restored draft, the
 * messages on 确认提现, the code used up once withdrawn, the account's phone filled in. */
export const cashSms = createSmsCode({ purpose: 'withdraw' });
sample({
  clock: combine(cashSms.$mobile, cashSms.$code, (mobile, code) => ({ mobile, code })).updates,
  target: cashWithdraw.smsChanged,
});
sample({ clock: cashWithdraw.smsRestored, fn: ({ mobile }) => mobile, target: cashSms.mobileChanged });
sample({ clock: cashWithdraw.smsRestored, fn: ({ code }) => code, target: cashSms.codeChanged });
sample({ clock: cashWithdraw.confirmClicked, target: cashSms.checked });
sample({ clock: cashWithdraw.withdrawn, target: cashSms.codeUsed });
sample({
  clock: cashOpened,
  source: { profile: $lecturerProfile, mobile: cashSms.$mobile },
  filter: ({ profile, mobile }) => !mobile && Boolean(profile?.userMobile),
  fn: ({ profile }) => profile?.userMobile ?? '',
  target: cashSms.mobileChanged,
});
