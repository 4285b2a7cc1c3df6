import { type PageDescriptor, type RouteMeta, type RouteName, routePath } from '@/shared/routing';

const load = () => import('../ui/UnderConstructionPage');

/**
 * A spec route whose page is not built yet: its path, metadata and guards are real, and it shows 建设中 with its
 * title. Each one is a line of src/app/navigation/page-list.ts, which the page's own export line replaces.
 */
export function unbuiltPage<N extends RouteName>(name: N, meta: RouteMeta): PageDescriptor<N> {
  return { name, path: routePath(name), meta, load };
}

/** A spec route that only redirects (spec: mine/subscribe → the study index); it never shows a page. */
export function redirectRoute<N extends RouteName>(name: N, redirectTo: string, meta: RouteMeta): PageDescriptor<N> {
  return { ...unbuiltPage(name, meta), redirectTo };
}
