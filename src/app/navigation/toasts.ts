import { createStore, sample } from 'effector';
import { clearToast, showToast } from '@/shared/ui/toast';
import { redirected } from './decision';
import { routeAllowed } from './entering';
import { isPageLoaded } from './pages';
import { $view, pageLoadFailed, routeEntered } from './view';

/** The shell's toasts: loading while a page's code loads, cleared on every route, a redirect's reason. */

// Spec §2: a loading toast while a page's code loads, except on middle-list routes (they show skeletons) and
// before the first page (the shell shows its own loading blocks then).
sample({
  clock: routeAllowed,
  source: $view,
  filter: (view, { match }) => view !== null && !match.route.meta.middleList && !isPageLoaded(match.route),
  fn: () => ({ message: '加载中…', type: 'loading' as const }),
  target: showToast,
});
// A page whose code could not load ends its 加载中… too: the error screen says why, with 重试.
sample({ clock: [routeEntered, pageLoadFailed], target: clearToast });

/** A redirect's message (e.g. the server's 您还不是讲师), shown once the page it leads to is on screen. */
export const $pendingNotice = createStore<string | null>(null).on(
  redirected,
  (notice, { decision }) => decision.notice ?? notice,
);
// After the toast is cleared, on the page the redirect led to.
const noticeShown = sample({
  clock: routeEntered,
  source: $pendingNotice,
  filter: Boolean,
  fn: (message) => ({ message, type: 'warning' as const }),
});
sample({ clock: noticeShown, target: showToast });
$pendingNotice.reset(noticeShown);
