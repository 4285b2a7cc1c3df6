export {
  type Commission,
  getCommissionsFx,
  getPromotedGoodsDetailFx,
  getPromotedGoodsFx,
  getPromotionAccountFx,
  getPromotionWithdrawalsFx,
  type PromotedGoods,
  type PromotedGoodsDetail,
  type PromotionAccount,
  type PromotionWithdrawal,
  promotionWithdrawFx,
} from './api/promotion';
