export type { CommerceState } from './model/commerce-loader';
export {
  createGoodsCommerce,
  type GoodsCommerce,
  type GoodsCommerceConfig,
  type GoodsOf,
} from './model/create-goods-commerce';
export {
  createGoodsDetail,
  type GoodsDetail,
  type GoodsDetailConfig,
  type LoadState,
} from './model/create-goods-detail';
export { BuyButton, type BuyButtonModel } from './ui/BuyButton';
