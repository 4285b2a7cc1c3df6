import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateTo } from '@/shared/routing';
import { parseRedirect } from '../lib/open-query';

/** The page opened (the shell has made sure of the full profile by then) with its query. */
export const authPageOpened = createEvent<Record<string, string>>();

export const returnFx = createEffect((to: string) => navigateTo(to, { replace: true }));

const parsed = sample({ clock: authPageOpened, fn: parseRedirect });
/** Why the page cannot go on; '' while it does. */
export const $authError = createStore('')
  .on(parsed, (_, result) => (result.ok ? '' : result.message))
  .reset(authPageOpened);
export const $returnTo = createStore('').on(parsed, (_, result) => (result.ok ? result.value : ''));

sample({
  clock: parsed,
  filter: (result) => result.ok,
  fn: (result) => (result.ok ? result.value : ''),
  target: returnFx,
});
