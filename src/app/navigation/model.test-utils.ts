import { allSettled, fork, type Scope } from 'effector';
import { $token, type LoginKind } from '@/shared/api';
import { readLocation } from '@/shared/routing';
import { $view, locationChanged, loginRedirectFx, navigateFx, watchLocationFx } from './model';
import { setTitleFx } from './route-effects';
import { trackPageViewsFx } from './route-effects-later';

/** A scope as the app runs it, with the browser-facing effects recorded instead of performed. */
export function start(token: string | null) {
  const seen = {
    navigations: [] as string[],
    logins: [] as LoginKind[],
    titles: [] as string[],
    pageViews: [] as string[],
  };
  const scope = fork({
    values: [[$token, token]],
    handlers: [
      [watchLocationFx, () => undefined],
      [navigateFx, (to: string) => void seen.navigations.push(to)],
      // An attached effect's handler receives its source first.
      [loginRedirectFx, (_: unknown, kind: LoginKind) => void seen.logins.push(kind)],
      [setTitleFx, (title: string) => void seen.titles.push(title)],
      [trackPageViewsFx, (paths: string[]) => void seen.pageViews.push(...paths)],
    ],
  });
  return { scope, seen };
}

export async function open(scope: Scope, hash: string) {
  await allSettled(locationChanged, { scope, params: readLocation(hash, '?v=1') });
}

export const viewName = (scope: Scope) => scope.getState($view)?.match.route.name ?? null;
