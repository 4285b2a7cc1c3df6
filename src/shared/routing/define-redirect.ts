import { routePath } from './core-routes';
import type { PageDescriptor } from './define-page';
import type { RouteName } from './routes';
import type { RouteMeta } from './types';

// A module of its own: it needs every route's path (core-routes), which the first screen's descriptor must not carry.
/**
 * A spec route that only redirects (spec: mine/subscribe → the study index): it has no page, and the shell decides
 * the redirect before anything would load.
 */
export function defineRedirect<N extends RouteName>(name: N, redirectTo: string, meta: RouteMeta): PageDescriptor<N> {
  return {
    name,
    path: routePath(name),
    meta,
    redirectTo,
    load: () => Promise.reject(new Error(`${name} only redirects to ${redirectTo}`)),
  };
}
