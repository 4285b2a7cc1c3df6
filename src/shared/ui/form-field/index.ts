export { describedBy, FormField, formClass } from './FormField';
