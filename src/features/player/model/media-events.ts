import { createEvent } from 'effector';

/** What the one media element reports. */
export const mediaTimeUpdated = createEvent<number>();
export const mediaDurationKnown = createEvent<number>();
export const mediaPlaying = createEvent();
export const mediaPaused = createEvent();
export const mediaEnded = createEvent();
export const mediaWaiting = createEvent();
export const mediaReady = createEvent();
/** MediaError code (1 aborted, 2 network, 3 decode, 4 source not supported / not found), 0 when unknown. */
export const mediaFailed = createEvent<number>();
/** The page is being hidden or left (pagehide / visibility hidden): the moment to report progress. */
export const pageHidden = createEvent();
