export { goodsTypeSchema } from '../api/goods-type';
