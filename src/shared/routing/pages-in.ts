import type { ComponentType } from 'react';
import { definePage, type PageDescriptor } from './define-page';
import type { RouteName, RoutePath } from './routes';
import type { PageLoader, PageProps, RouteDef, RouteMeta } from './types';

/** The names of a module's exports that are pages. */
type PageExports<M> = { [K in keyof M]: M[K] extends ComponentType<PageProps> ? K : never }[keyof M];

/**
 * Loaders for pages that share one lazy chunk: `const page = pagesIn(() => import('../ui/x-pages'))`, then
 * `load: page('XPage')` in each descriptor. The chunk loads once, for whichever of its pages opens first.
 */
export function pagesIn<M>(load: () => Promise<M>) {
  return (name: PageExports<M>): PageLoader =>
    () =>
      load().then((module) => ({ default: module[name] as ComponentType<PageProps> }));
}

/**
 * The descriptors of the pages in one lazy chunk, one line each, as a table:
 * `const route = routesIn(() => import('../ui/x-pages'), mineMeta)`, then
 * `route('x-index', '/mine/x/index', 'XIndexPage', { title: '…' })` — the route's name, its path (checked against
 * the name like definePage's), the page's export and its metadata over the shared preset; `extra` takes a guard or
 * parameter kinds.
 */
export function routesIn<M>(load: () => Promise<M>, preset: RouteMeta = {}) {
  const page = pagesIn(load);
  return <const N extends RouteName>(
    name: N,
    path: RoutePath<N>,
    component: PageExports<M>,
    meta: RouteMeta,
    extra: Pick<RouteDef, 'guard' | 'params'> = {},
  ): PageDescriptor<N> => definePage({ name, path, meta: { ...preset, ...meta }, load: page(component), ...extra });
}
