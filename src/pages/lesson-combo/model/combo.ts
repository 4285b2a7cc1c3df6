import { type ComboDetail, getComboDetailFx } from '@/entities/combo';
import { createComboOrderFx } from '@/entities/order';
import { linkTo } from '@/shared/routing';
import { createGoodsCommerce, createGoodsDetail } from '@/widgets/goods-detail';

/** A column's or package's detail page: its goodsType is its comboType (2 column, 3 package), goodsId = cateId. */
export const comboDetail = createGoodsDetail({
  fetchFx: getComboDetailFx,
  paramsFor: (cateId) => ({ cateId }),
  idOf: (params) => params.cateId,
  detailIdOf: (combo: ComboDetail) => combo.cateId,
  shareCardOf: (combo) => ({
    title: combo.cateName,
    desc: combo.summary,
    imgUrl: combo.cover,
    link: linkTo(combo.comboType === 3 ? 'lesson-package' : 'lesson-channel', { id: combo.cateId }),
  }),
  // The lecturer of a column or a package (a user id) manages it instead of buying it.
  ownerIdOf: (combo) => combo.lecturer?.lecturerId ?? null,
});

/** Its 领券优惠, coupon and purchase, created with the page (shared links do not land on the combo page). */
export const comboCommerce = createGoodsCommerce(comboDetail, {
  createOrderFx: createComboOrderFx,
  goodsOf: (combo) => ({ goodsType: combo.comboType, goodsId: combo.cateId }),
  priceOf: (combo) => combo.price,
  isBought: (combo) => combo.isBought === 1,
});

export const {
  opened: comboPageOpened,
  loadFx: loadComboFx,
  $detail: $combo,
  $loadState,
  $isOwn: $isOwnCombo,
} = comboDetail;

export const {
  buyClicked,
  orderFx: orderComboFx,
  checkBoughtFx: checkComboBoughtFx,
  purchase: comboPurchase,
  coupon: comboCoupon,
  offers: comboOffers,
} = comboCommerce;
