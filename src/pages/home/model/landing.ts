import { createEvent } from 'effector';

/**
 * The app opened on home for a returning visitor and home's code is here: the banners' call (the screen's LCP is
 * the first banner picture) starts now, alongside the viewer's call, instead of after the decision and the first
 * render. In the first chunk (one event); the home model (lazy) listens to it.
 */
export const homeLandingPrefetched = createEvent();
