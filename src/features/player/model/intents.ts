import { createEvent } from 'effector';

/** What the learner asks of the player: the only way playback starts (a user gesture, the WeChat rule). */
export const playClicked = createEvent();
export const pauseClicked = createEvent();
/** To a position, in seconds. */
export const seekRequested = createEvent<number>();
/** ±15 s. */
export const skipRequested = createEvent<number>();
export const rateChosen = createEvent<number>();
/** `follow`: the lesson page follows the player to the neighbour's page. */
export const prevClicked = createEvent<{ follow: boolean }>();
export const nextClicked = createEvent<{ follow: boolean }>();
export const retryClicked = createEvent();
export const closeClicked = createEvent();
