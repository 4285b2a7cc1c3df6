export { isBodyScrollLocked, lockBodyScroll } from './scroll-lock';
