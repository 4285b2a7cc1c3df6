import { createEvent, sample } from 'effector';
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
