import { createStore, sample } from 'effector';
import { decisionMade, LOAD_FAILED, retryRequested } from './decision';
import { enterRouteFx, type View } from './entering';
import { $navigationId } from './location';

/** What is shown: the page entered for the latest location, or the shell's error screen. */

export type { View };

export const $view = createStore<View | null>(null, { serialize: 'ignore' });

/** The page on screen, with what it was entered with (a page that arrives for an older location is dropped). */
export const routeEntered = sample({
  clock: enterRouteFx.doneData,
  source: $navigationId,
  filter: (current, view) => current === view.id,
  fn: (_, view) => view,
});
$view.on(routeEntered, (_, view) => view);

export const pageLoadFailed = enterRouteFx.fail;

export const $navigationError = createStore<string | null>(null)
  .on(decisionMade, (_, { decision }) => (decision.kind === 'error' ? decision.message : null))
  .on(pageLoadFailed, () => LOAD_FAILED)
  .reset(retryRequested);
