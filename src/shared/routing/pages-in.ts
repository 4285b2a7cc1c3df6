import type { ComponentType } from 'react';
import type { PageLoader, PageProps } from './types';

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
