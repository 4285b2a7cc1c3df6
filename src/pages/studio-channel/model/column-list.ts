import { attach, createEvent, createStore, sample } from 'effector';
import { getOwnColumnsFx, type OwnColumnRow } from '@/entities/studio-catalog';

export const columnListOpened = createEvent();
export const columnListRetried = createEvent();

/** A lecturer has a handful of columns: one page of 50 holds them all. */
const loadFx = attach({ effect: getOwnColumnsFx, mapParams: () => ({ pageNo: 1, pageSize: 50 }) });
export const $columns = createStore<OwnColumnRow[]>([]).on(loadFx.doneData, (_, page) => page.list);
export const $loadState = createStore<'loading' | 'ready' | 'failed'>('loading')
  .on(loadFx, () => 'loading')
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, () => 'failed');
export const $loadError = createStore<unknown>(null).on(loadFx.failData, (_, error) => error);
sample({ clock: [columnListOpened, columnListRetried], target: loadFx });
