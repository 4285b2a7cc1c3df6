import { createEvent, createStore } from 'effector';

/** The one explicit start of the app's logic (effector best practice): fired once the scope exists. */
export const appStarted = createEvent();

/** The first page has rendered (not just its loading fallback): work that must not delay it can start. */
export const firstScreenShown = createEvent();

/** True from the first page's render on: what the first screen does not need mounts from then. */
export const $firstScreenDone = createStore(false).on(firstScreenShown, () => true);
