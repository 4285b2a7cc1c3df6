import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type AppLocation, readLocation } from '@/shared/routing';
import { appStarted } from '../model/app-started';

/** Where we are: the location in the hash, numbered so that work for an older location can be dropped. */

export const locationChanged = createEvent<AppLocation>();
export const $location = createStore<AppLocation | null>(null).on(locationChanged, (_, location) => location);
/** Each location gets a number; a decision or a page that arrives for an older one is dropped. */
export const $navigationId = createStore(0).on(locationChanged, (id) => id + 1);

/** Follows the hash (links, back button, navigateTo) from the app's start. */
export const watchLocationFx = createEffect(() => {
  const changed = scopeBind(locationChanged, { safe: true });
  const emit = () => changed(readLocation(window.location.hash, window.location.search));
  window.addEventListener('hashchange', emit);
  emit();
});
sample({ clock: appStarted, target: watchLocationFx });
