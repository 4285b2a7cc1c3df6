import { attach, createEvent, createStore, restore, sample } from 'effector';
import { getPromotionAccountFx } from '../api/promotion';

export const accountOpened = createEvent();
export const accountRetried = createEvent();
export const loadAccountFx = attach({ effect: getPromotionAccountFx });

/** Null until the first answer (amounts read --). */
export const $account = restore(loadAccountFx.doneData, null);
export const $accountState = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(loadAccountFx, (state) => (state === 'ready' ? 'ready' : 'loading'))
  .on(loadAccountFx.done, () => 'ready')
  .on(loadAccountFx.fail, () => 'failed');
export const $accountError = createStore<unknown>(null)
  .on(loadAccountFx.failData, (_, error) => error)
  .reset(loadAccountFx.done);

sample({ clock: [accountOpened, accountRetried], target: loadAccountFx });
