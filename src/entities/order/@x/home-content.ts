export { goodsTypeSchema } from '../api/pay-order';
