import { type ComboDetail, getComboDetailFx } from '@/entities/combo';
import { createComboOrderFx } from '@/entities/order';
import { linkTo } from '@/shared/routing';
import { createGoodsDetail } from '@/widgets/goods-detail';

/** A column's or package's detail page: its goodsType is its comboType (2 column, 3 package), goodsId = cateId. */
export const comboDetail = createGoodsDetail({
  fetchFx: getComboDetailFx,
  createOrderFx: createComboOrderFx,
  paramsFor: (cateId) => ({ cateId }),
  idOf: (params) => params.cateId,
  detailIdOf: (combo: ComboDetail) => combo.cateId,
  goodsOf: (combo) => ({ goodsType: combo.comboType, goodsId: combo.cateId }),
  priceOf: (combo) => combo.price,
  isBought: (combo) => combo.isBought === 1,
  shareCardOf: (combo) => ({
    title: combo.cateName,
    desc: combo.summary,
    imgUrl: combo.cover,
    link: linkTo(combo.comboType === 3 ? 'lesson-package' : 'lesson-channel', { id: combo.cateId }),
  }),
  // The lecturer of a column or a package (a user id) manages it instead of buying it.
  ownerIdOf: (combo) => combo.lecturer?.lecturerId ?? null,
});

export const {
  opened: comboPageOpened,
  retried: comboRetried,
  refreshed: comboRefreshed,
  buyClicked,
  loadFx: loadComboFx,
  shareDetailFx: shareComboFx,
  orderFx: orderComboFx,
  checkBoughtFx: checkComboBoughtFx,
  $detail: $combo,
  $loadState,
  $loadError,
  $isOwn: $isOwnCombo,
  purchase: comboPurchase,
  coupon: comboCoupon,
  offers: comboOffers,
} = comboDetail;
