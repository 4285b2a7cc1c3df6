import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { devCatalogueRoute } from '@/pages/dev-catalogue';
import { homeRoute } from '@/pages/home';
import { ModalHost } from '@/shared/ui/modal';
import { ToastHost } from '@/shared/ui/toast';
import { firstScreenShown } from '../model/app-started';

const HomePage = lazy(homeRoute.load);
// The UI catalogue exists in development, test and debug builds only. Spelled out with import.meta.env rather than
// `appEnv` from shared/config: the bundler drops the catalogue's chunk only for a condition it evaluates while parsing.
const DevCataloguePage =
  import.meta.env.PUBLIC_APP_ENV === 'development' ||
  import.meta.env.PUBLIC_APP_ENV === 'test' ||
  import.meta.env.PUBLIC_APP_ENV === 'debug'
    ? lazy(devCatalogueRoute.load)
    : null;

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
          {DevCataloguePage && <Route path={devCatalogueRoute.path} component={DevCataloguePage} />}
          <Route>
            <Redirect to={homeRoute.path} replace />
          </Route>
        </Switch>
        <FirstScreenSignal />
      </Suspense>
      <ToastHost />
      <ModalHost />
    </Router>
  );
}
