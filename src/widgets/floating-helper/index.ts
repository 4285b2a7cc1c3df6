export { FloatingHelper } from './ui/FloatingHelper';
