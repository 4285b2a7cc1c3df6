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

/**
 * Resolves once the drawn first screen's picture, if one is on its way, has loaded and been painted (in the task
 * after the next frame), or after `capMs`. The app's render replaces the drawn screen with the same picture in a new
 * element: replaced before it painted, the learner's first picture (and the browser's largest paint) would wait for
 * the app. On a phone the picture is in long before the app's scripts, and this waits one frame.
 */
export function whenPicturePainted(container: ParentNode, capMs: number): Promise<void> {
  const picture = container.querySelector('img');
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve));
    if (!picture || picture.complete) return painted();
    picture.addEventListener('load', painted);
    picture.addEventListener('error', painted);
    setTimeout(resolve, capMs);
  });
}
