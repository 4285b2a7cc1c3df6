import { createEvent } from 'effector';

/** The one explicit start of the app's logic (effector best practice): fired once the scope exists. */
export const appStarted = createEvent();
