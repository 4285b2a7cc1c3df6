import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { homeRoute } from '@/pages/home';
import { ToastHost } from '@/shared/ui/toast';
import { firstScreenShown } from '../model/app-started';

const HomePage = lazy(homeRoute.load);

/** Mounted beside the page inside the Suspense boundary, so it runs once the first page has really rendered. */
function FirstScreenSignal() {
  const shown = useUnit(firstScreenShown);
  useEffect(() => shown(), [shown]);
  return null;
}

/** Foundation shell: the navigation issue replaces this with the typed route map of every spec §2 route. */
export function App() {
  return (
    <Router hook={useHashLocation}>
      <Suspense fallback={<p className="page-loading">加载中…</p>}>
        <Switch>
          <Route path={homeRoute.path} component={HomePage} />
          <Route>
            <Redirect to={homeRoute.path} replace />
          </Route>
        </Switch>
        <FirstScreenSignal />
      </Suspense>
      <ToastHost />
    </Router>
  );
}
