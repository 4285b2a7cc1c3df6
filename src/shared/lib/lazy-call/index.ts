export { createLazyCall } from './lazy-call';
