/**
 * The banner carousel: a chunk of its own, requested from the home screen's first frame on, because its first
 * picture is the screen's LCP (the picture itself is preloaded as soon as the banners' answer is in, model/home).
 */
export { BannerCarousel } from './BannerCarousel';
