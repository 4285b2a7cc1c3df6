import { createStore } from 'effector';
import { tokenCleared } from '@/shared/api';
import { getWalletFx, type Wallet } from '../api/wallet';

/** The wallet account last loaded (spec §3 "Wallet" and "Bank account"); null until fetched. */
export const $walletAccount = createStore<Wallet | null>(null)
  .on(getWalletFx.doneData, (_, wallet) => wallet)
  .reset(tokenCleared);
