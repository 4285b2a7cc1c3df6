export { readAsDataUrl } from './read-as-data-url';
