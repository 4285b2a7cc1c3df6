/**
 * The blocks that show server data: the banner, and everything under the channels. One chunk, requested once the
 * first screen (search, channels and the blocks' placeholders) has painted; the first screen's requests are
 * already on their way by then (model/home), so this code arrives alongside the answers it renders.
 */
export { BannerCarousel } from './BannerCarousel';
export { BelowFold } from './BelowFold';
