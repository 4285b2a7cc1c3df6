import { useUnit } from 'effector-react';
import { Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { appName } from '@/shared/config';
import { whenIdle } from '@/shared/lib/idle';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { TabBar } from '@/widgets/tab-bar';
import { $firstScreenDone, firstScreenShown } from '../model/app-started';
import { $loginBlocked, $navigationError, $view, retryRequested } from '../navigation/model';
import { lazyAgain } from './lazy-again';

// Not part of the first screen: loaded when needed, so the home screen's JavaScript stays within budget.
// The floating helper and the mini-player's dock (the bar's own code waits until something plays).
const AfterFirstScreen = lazyAgain(() => import('./AfterFirstScreen'));
const ShellMessage = lazyAgain(() => import('./ShellMessage'));
// Only when a page has thrown; if its code cannot load either, the root's boundary (bootstrap.tsx) takes over.
const PageCrashed = lazyAgain(() => import('./PageCrashed'));

/** Before the first page: grey blocks in CSS only (the skeleton widget is not worth its bytes here). */
function Loading() {
  return (
    <div className="shell-loading" role="status" aria-label="加载中">
      <div className="shell-loading__block shell-loading__block--cover" />
      <div className="shell-loading__block" />
      <div className="shell-loading__block shell-loading__block--short" />
    </div>
  );
}

/**
 * Shows what the navigation model decided: the page (only once its guards passed), or the login-loop screen, or an
 * error with a retry; the tab bar on the three tab screens and the floating helper except on live-room pages.
 */
export function Shell() {
  const [currentView, blocked, error, retry, shown, ready] = useUnit([
    $view,
    $loginBlocked,
    $navigationError,
    retryRequested,
    firstScreenShown,
    $firstScreenDone,
  ]);
  // The first page mounts in a background render that React splits into short tasks (the store update itself would
  // render synchronously, in one long task), so the first screen's load has no long task. Later route changes
  // render at once: a tap's next screen in one task and the next frame, instead of slices spread over several
  // frames of the old screen (the budget: tap to next screen ≤ 100 ms at 4× CPU).
  const deferredView = useDeferredValue(currentView);
  const view = ready ? currentView : deferredView;
  // What follows the first screen (floating helper, mini-player's dock) mounts in a background render too.
  const deferredReady = useDeferredValue(ready);
  const hasView = view !== null;
  // The page's element is kept while its view is the same: the store updates that re-render the shell (the first
  // screen declared done, in an idle moment after the load) are synchronous renders, and re-rendering the whole page
  // with them made one long task of the home's load.
  const page = useMemo(() => {
    if (!view) return null;
    const { Page, match, location } = view;
    const { meta } = match.route;
    // One boundary per visit: an error stays on the page that threw, and the next route starts clean.
    return (
      <ErrorBoundary
        key={view.id}
        fallback={(retry) => (
          <Suspense fallback={null}>
            <PageCrashed onRetry={retry} />
          </Suspense>
        )}
      >
        <Page params={match.params} query={location.query} title={meta.title ?? appName} meta={meta} />
      </ErrorBoundary>
    );
  }, [view]);
  useEffect(() => {
    if (!hasView) return;
    // Once the first page has painted and loaded (its first pictures; at most 3 s), at the browser's next quiet
    // moment (at most 2 s later): what waits for the first screen (statistics, WeChat set-up, the floating helper,
    // toast and modal hosts, the other pages' loaders) must compete neither with that paint nor with the page's own
    // first requests and pictures.
    let cancelIdle: (() => void) | null = null;
    const afterLoad = () => {
      cancelIdle ??= whenIdle(shown, 2000);
    };
    let cap = 0;
    const frame = requestAnimationFrame(() => {
      if (document.readyState === 'complete') return afterLoad();
      window.addEventListener('load', afterLoad, { once: true });
      cap = window.setTimeout(afterLoad, 3000);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(cap);
      window.removeEventListener('load', afterLoad);
      cancelIdle?.();
    };
  }, [hasView, shown]);

  if (blocked || error) {
    return (
      <Suspense fallback={<Loading />}>
        <ShellMessage kind={blocked ? 'login' : 'error'} message={error ?? ''} onRetry={retry} />
      </Suspense>
    );
  }
  if (!view) return <Loading />;
  const { match } = view;
  const { meta } = match.route;
  return (
    <>
      {page}
      {meta.tab && <TabBar current={meta.tab} />}
      {deferredReady && !meta.hideFooter && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <AfterFirstScreen match={match} aboveTabBar={Boolean(meta.tab)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
