export { DetailSummary } from './DetailSummary';
