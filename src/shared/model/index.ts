export { createPageResource, type PageResource, type PageStatus } from './create-page-resource';
