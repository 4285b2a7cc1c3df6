export { installArrayAndObjectPolyfills } from './es2022';
