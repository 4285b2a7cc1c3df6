import type { RouteName, RoutePath } from './routes';
import type { PageLoader, RouteDef } from './types';

/**
 * One page's descriptor, living in the page's slice (`src/pages/<x>/config/route.ts`): the route's name, its path
 * pattern, how its parameters are read (`params`, default: positive integer ids), its metadata and its lazy loader.
 * The shell's route table is made of these (src/app/navigation/page-list.ts).
 */
export type PageDescriptor<N extends RouteName = RouteName> = RouteDef & { name: N; load: PageLoader };

/** A descriptor whose path is its route's (what definePage checks). */
export type CheckedPage<N extends RouteName> = PageDescriptor<N> & { path: RoutePath<N> };

/**
 * Types a page's descriptor: a route name that is not in the path tables, or a path that is not that route's,
 * fails the typecheck.
 */
export function definePage<const N extends RouteName>(page: CheckedPage<N>): PageDescriptor<N> {
  return page;
}
