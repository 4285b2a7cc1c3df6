export { fieldClass } from './field-class';
