export { OpenAuthPage } from './OpenAuthPage';
export { OpenPayOrderPage } from './OpenPayOrderPage';
