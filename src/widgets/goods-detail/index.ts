export {
  createGoodsDetail,
  type GoodsDetail,
  type GoodsDetailConfig,
  type GoodsOf,
  type LoadState,
} from './model/create-goods-detail';
export { BuyButton, type BuyButtonModel } from './ui/BuyButton';
