import { createEffect, createEvent, createStore, sample } from 'effector';
import { readStorage, writeStorage } from '@/shared/lib/storage';
import { parseRecent, withRecent } from '../lib/recent';

const STORAGE_KEY = 'wkt:recent-searches';

/** A search worth remembering happened (submitted, picked, or a result opened). */
export const searchRemembered = createEvent<string>();
export const recentCleared = createEvent();

export const readRecentFx = createEffect(() => parseRecent(readStorage('local', STORAGE_KEY)));
export const writeRecentFx = createEffect((recent: string[]) => {
  writeStorage('local', STORAGE_KEY, recent.length > 0 ? JSON.stringify(recent) : null);
});

export const $recent = createStore<string[]>([], { serialize: 'ignore' })
  .on(readRecentFx.doneData, (_, recent) => recent)
  .on(searchRemembered, withRecent)
  .reset(recentCleared);

sample({ clock: [searchRemembered, recentCleared], source: $recent, target: writeRecentFx });
