import { createElement, lazy } from 'react';
import { nextTask } from '@/shared/lib/idle';

/**
 * The blocks that show server data: the banner, and everything under the channels. One chunk, requested once the
 * first screen (search, channels and the blocks' placeholders) has painted; the first screen's requests are
 * already on their way by then (model/home), so this code arrives alongside the answers it renders.
 */
export { BannerCarousel } from './BannerCarousel';

/**
 * Everything under the channels, in the same chunk but evaluated one task after the banner's code: its model and
 * blocks (five sections, their calls and schemas) evaluated with the carousel made one long task of the load.
 * `webpackMode: "eager"` keeps it in this chunk (no request of its own); the page's Suspense keeps the blocks'
 * placeholder up meanwhile.
 */
const Lower = lazy(async () => {
  await nextTask();
  const module = await import(/* webpackMode: "eager" */ './BelowFold');
  return { default: module.BelowFold };
});
// A component rendering the lazy one (the page's own lazy() cannot resolve to another lazy component).
export const BelowFold = () => createElement(Lower);
