export { goBack } from './go-back';
export { PageHeader } from './PageHeader';
