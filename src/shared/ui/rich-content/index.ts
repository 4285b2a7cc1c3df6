export { RichContent } from './RichContent';
