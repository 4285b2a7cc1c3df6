export type { GoodsCommerceConfig, GoodsOf } from './model/commerce-config';
export type { CommerceState } from './model/commerce-loader';
export { createGoodsCommerce, type GoodsCommerce } from './model/create-goods-commerce';
export { createGoodsCoupon } from './model/create-goods-coupon';
export {
  createGoodsDetail,
  type GoodsDetail,
  type GoodsDetailConfig,
  type LoadState,
} from './model/create-goods-detail';
export { createGoodsOffers } from './model/create-goods-offers';
export { createGoodsPurchase } from './model/create-goods-purchase';
export { BuyButton, type BuyButtonModel } from './ui/BuyButton';
export { GoodsDetailView, type GoodsDetailViewModel, useShownDetail } from './ui/GoodsDetailView';
