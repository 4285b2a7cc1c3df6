import { createStore } from 'effector';
import { tokenCleared } from '@/shared/api';
import { getWalletFx, getWithdrawAccountFx, type Wallet, type WithdrawAccount } from '../api/wallet';

/** The wallet account last loaded (spec §3 "Wallet"); null until fetched. */
export const $walletAccount = createStore<Wallet | null>(null)
  .on(getWalletFx.doneData, (_, wallet) => wallet)
  .reset(tokenCleared);

/**
 * The withdraw account last loaded (spec §3 "Bank account": accountNo, fillWithdrawConfig); null until fetched.
 * Only a successful answer (HTTP 200, code 1) lands here: spec §8 applies the configuration on nothing else.
 */
export const $withdrawAccount = createStore<WithdrawAccount | null>(null)
  .on(getWithdrawAccountFx.doneData, (_, account) => account)
  .reset(tokenCleared);
