/**
 * The blocks under the channels that show server data (editors' picks, deals, categories, newest, free and
 * under-¥20 lessons). One chunk, requested once the first screen (search, channels, the banner's and the blocks'
 * placeholders) has painted; the first screen's requests are already on their way by then (model/home), so this
 * code arrives alongside the answers it renders. The banner is a chunk of its own (banner-block).
 */
export { BelowFold } from './BelowFold';
