export { ActionBar } from './ActionBar';
