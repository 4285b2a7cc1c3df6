export { failSafe } from './fail-safe';
