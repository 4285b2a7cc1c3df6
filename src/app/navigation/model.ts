/**
 * The navigation model, in parts with one job each, composed with sample/split:
 * - location.ts: where we are (the hash, numbered);
 * - decision.ts: what is decided (decide.ts and the route's guard), one event per kind of decision;
 * - entering.ts: what loads (the allowed page's code, preloads);
 * - view.ts: what is shown (the page, or the shell's error);
 * - login.ts: login redirects and the loop guard's screen; toasts.ts: the shell's toasts;
 * - shell-ready.ts: when the shell has more to show than its loading blocks.
 * The page table (page-table.ts, page-list.ts) says which routes exist; route-effects.ts does what every route
 * change does once the page is on screen (title, background, page view, share card, badge).
 */

export { decisionMade, navigateFx, retryRequested } from './decision';
export { type Allowed, enterRouteFx } from './entering';
export { $location, locationChanged, watchLocationFx } from './location';
export { $loginBlocked, loginRedirectFx } from './login';
export { whenPicturePainted, whenShellCanShow } from './shell-ready';
export { $pendingNotice } from './toasts';
export { $navigationError, $view, pageLoadFailed, routeEntered, type View } from './view';
