import { attach, createEvent, createStore, sample } from 'effector';
import { getPersonInfoFx, type PersonInfo } from '@/entities/lecturer';

export const personInfoOpened = createEvent();
export const personInfoRetried = createEvent();
export const loadPersonInfoFx = attach({ effect: getPersonInfoFx });

export type LoadState = 'loading' | 'ready' | 'failed';
export const $personInfo = createStore<PersonInfo | null>(null).on(loadPersonInfoFx.doneData, (_, info) => info);
export const $loadState = createStore<LoadState>('loading')
  .on(loadPersonInfoFx, () => 'loading')
  .on(loadPersonInfoFx.done, () => 'ready')
  .on(loadPersonInfoFx.fail, () => 'failed');
export const $loadError = createStore<unknown>(null)
  .on(loadPersonInfoFx.failData, (_, error) => error)
  .reset(loadPersonInfoFx);

sample({ clock: [personInfoOpened, personInfoRetried], target: loadPersonInfoFx });

/** 138****8001: a phone number shown on screen is masked. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
