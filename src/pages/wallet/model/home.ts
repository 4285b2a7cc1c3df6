import { attach, createEvent, createStore, restore, sample } from 'effector';
import { getWalletFx } from '@/entities/lecturer';

export type LoadState = 'loading' | 'ready' | 'failed';

export const walletOpened = createEvent();
export const walletRetried = createEvent();
export const loadWalletFx = attach({ effect: getWalletFx });

/** Null until the first answer: the amounts read -- meanwhile (spec §3 Wallet). */
export const $wallet = restore(loadWalletFx.doneData, null);
export const $walletState = createStore<LoadState>('loading')
  .on(loadWalletFx, (state) => (state === 'ready' ? 'ready' : 'loading'))
  .on(loadWalletFx.done, () => 'ready')
  .on(loadWalletFx.fail, () => 'failed');
export const $walletError = createStore<unknown>(null)
  .on(loadWalletFx.failData, (_, error) => error)
  .reset(loadWalletFx.done);

sample({ clock: [walletOpened, walletRetried], target: loadWalletFx });
