export { easeInOutCubic, SCROLL_DURATION, type ScrollToOptions, scrollToPosition, scrollToTop } from './scroll-to';
