export { ResourceView } from './ResourceView';
