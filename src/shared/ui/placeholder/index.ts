export { EmptyWithLink } from './EmptyWithLink';
export { Placeholder } from './Placeholder';
