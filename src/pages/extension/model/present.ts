import { combine, createEvent, sample } from 'effector';
import { $lecturerProfile } from '@/entities/user';
import { createSmsCode } from '@/features/sms-code';
import { createWithdraw } from '@/features/withdraw';
import { promotionWithdrawFx } from '../api/promotion';
import { $account, loadAccountFx } from './account';

export const presentOpened = createEvent();
export const presentWithdraw = createWithdraw({ key: 'extension-present', applyFx: promotionWithdrawFx });

sample({ clock: presentOpened, target: loadAccountFx });
sample({
  clock: loadAccountFx.doneData,
  fn: (account) => account.availableAmt,
  target: presentWithdraw.availableLoaded,
});
// The balance shown afterwards is the server's answer.
sample({
  clock: presentWithdraw.withdrawn,
  source: $account,
  filter: Boolean,
  fn: (account, answer) => (account ? { ...account, availableAmt: answer.availableAmt } : account),
  target: $account,
});

/** The phone + SMS code field (features/sms-code), wired into the withdrawal: its values, a restored draft, the
 * messages on 确认提现, the code used up once withdrawn, the account's phone filled in. */
export const presentSms = createSmsCode({ purpose: 'promotion-withdraw' });
sample({
  clock: combine(presentSms.$mobile, presentSms.$code, (mobile, code) => ({ mobile, code })).updates,
  target: presentWithdraw.smsChanged,
});
sample({ clock: presentWithdraw.smsRestored, fn: ({ mobile }) => mobile, target: presentSms.mobileChanged });
sample({ clock: presentWithdraw.smsRestored, fn: ({ code }) => code, target: presentSms.codeChanged });
sample({ clock: presentWithdraw.confirmClicked, target: presentSms.checked });
sample({ clock: presentWithdraw.withdrawn, target: presentSms.codeUsed });
sample({
  clock: presentOpened,
  source: { profile: $lecturerProfile, mobile: presentSms.$mobile },
  filter: ({ profile, mobile }) => !mobile && Boolean(profile?.userMobile),
  fn: ({ profile }) => profile?.userMobile ?? '',
  target: presentSms.mobileChanged,
});
