import { createWatch, type Scope, type Store } from 'effector';
import { $loginBlocked } from './login';
import { $navigationError, $view } from './view';

/**
 * Resolves once the shell has more to show than its loading blocks (the page, the login-loop screen or an error), or
 * after `capMs` whatever it has.
 */
export function whenShellCanShow(scope: Scope, capMs: number): Promise<void> {
  const units: Store<unknown>[] = [$view, $loginBlocked, $navigationError];
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const watch of watches) watch.unsubscribe();
      resolve();
    };
    const check = () => {
      if (units.some((unit) => Boolean(scope.getState(unit)))) done();
    };
    const timer = setTimeout(done, capMs);
    const watches = units.map((unit) => createWatch({ unit, scope, fn: check }));
    check();
  });
}
