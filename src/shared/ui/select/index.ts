export { Select, type SelectOption, type SelectValue } from './Select';
