import { attach, createEvent, createStore, sample } from 'effector';
import {
  type CouponTemplate,
  claimCouponFx,
  getClaimableCouponsFx,
  getSpecialPriceFx,
  type SpecialPrice,
} from '@/entities/coupon';
import { isApiError } from '@/shared/api';
import { createPageResource } from '@/shared/model';
import { showToast } from '@/shared/ui/toast';
import { claimedOffer, offerState, refusedOffer } from '../lib/offer-state';

/** Goods not bought yet and not free: 1 lesson (goodsId = lessonId), 2 column, 3 package (goodsId = cateId). */
export type OfferGoods = { goodsType: 1 | 2 | 3; goodsId: number };

const goodsParams = ({ goodsType, goodsId }: OfferGoods) => ({ goodsType, goodsId });

const onCard = (offers: CouponTemplate[] | null, couponId: number, change: (offer: CouponTemplate) => CouponTemplate) =>
  offers?.map((offer) => (offer.couponId === couponId ? change(offer) : offer)) ?? null;

type Asked = { goodsType?: number | undefined; goodsId?: number | undefined };
const sameGoods = (goods: OfferGoods | null, asked: Asked) =>
  goods !== null && goods.goodsType === asked.goodsType && goods.goodsId === asked.goodsId;

/**
 * 领券优惠 on a detail page: the price after the best coupon the viewer could still claim, and the sheet of claimable
 * coupons. Made once at module level by the page; the page reloads what depends on the viewer's coupons on `claimed`.
 * The price is an extra: when it cannot be had, nothing shows.
 */
export function createCouponOffers() {
  const goodsOpened = createEvent<OfferGoods>();
  const reset = createEvent();
  const sheetOpened = createEvent();
  /** A couponId from the list. */
  const claimClicked = createEvent<number>();

  const loadSpecialFx = attach({ effect: getSpecialPriceFx });
  /**
   * The sheet's list: asked once it opens; within one opening of the goods, a reopened sheet keeps the list on
   * screen while it is asked again.
   */
  const list = createPageResource(
    attach({
      effect: getClaimableCouponsFx,
      mapParams: ({ goods }: { goods: OfferGoods; visit: number }) => goodsParams(goods),
    }),
    { keepOnReturn: true },
  );
  const claimFx = attach({ effect: claimCouponFx });

  const $goods = createStore<OfferGoods | null>(null)
    .on(goodsOpened, (_, goods) => goods)
    .reset(reset);
  /** Each opening of goods is a visit of its own: the sheet's list is kept across its reopenings within one only. */
  const $visit = createStore(0).on([goodsOpened, reset], (visit) => visit + 1);

  // Answers for goods no longer on screen are dropped.
  const specialAnswered = sample({
    clock: loadSpecialFx.done,
    source: $goods,
    filter: (goods, { params }) => sameGoods(goods, params),
    fn: (_, { result }) => result,
  });
  const specialFailed = sample({
    clock: loadSpecialFx.fail,
    source: $goods,
    filter: (goods, { params }) => sameGoods(goods, params),
  });
  const $special = createStore<SpecialPrice | null>(null)
    .on(specialAnswered, (_, special) => special)
    // Silent: no strip rather than a stale one.
    .on(specialFailed, () => null)
    .reset([goodsOpened, reset]);
  /** What the strip shows, or null for no strip at all. */
  const $offer = $special.map((special) =>
    special?.hasSpecial === 1 ? { price: special.specialPrice, endTime: special.endTime } : null,
  );

  /** The list as loaded, with this opening's claims on its cards. */
  const $offers = createStore<CouponTemplate[] | null>(null)
    .on(list.$data.updates, (_, offers) => offers)
    .on(claimFx.done, (offers, { params }) => onCard(offers, params.couponId, claimedOffer))
    .on(claimFx.fail, (offers, { params, error }) =>
      onCard(offers, params.couponId, (offer) => refusedOffer(offer, error) ?? offer),
    );
  /** What the sheet shows: the list's loading and error, its cards as claimed since. */
  const sheet = { $data: $offers, $status: list.$status, $error: list.$error, retried: list.retried };

  const $claimingId = createStore<number | null>(null)
    .on(claimFx, (_, { couponId }) => couponId)
    .on(claimFx.finally, () => null);

  // One claim at a time, of an open card only: a double tap claims once.
  sample({
    clock: claimClicked,
    source: { offers: $offers, pending: claimFx.pending },
    filter: ({ offers, pending }, couponId) =>
      !pending &&
      offers !== null &&
      offers.some((offer) => offer.couponId === couponId && offerState(offer) === 'open'),
    fn: (_, couponId) => ({ couponId }),
    target: claimFx,
  });
  sample({
    clock: claimFx.done,
    fn: () => ({ message: '领取成功', type: 'success' as const }),
    target: showToast,
  });
  sample({
    clock: claimFx.failData,
    fn: (error) => ({ message: error.message || '领取失败，请稍后再试', type: 'fail' as const }),
    target: showToast,
  });

  sample({ clock: goodsOpened, fn: goodsParams, target: loadSpecialFx });
  sample({
    clock: sheetOpened,
    source: { goods: $goods, visit: $visit },
    filter: (asked): asked is { goods: OfferGoods; visit: number } => asked.goods !== null,
    target: list.opened,
  });
  // The viewer's coupons changed (claimed, or the server says already claimed / none left): the best one to claim may
  // be another now, or none.
  const refused = sample({
    clock: claimFx.failData,
    filter: (error) => isApiError(error) && error.kind === 'business',
  });
  sample({ clock: [claimFx.done, refused], source: $goods, filter: Boolean, fn: goodsParams, target: loadSpecialFx });
  return {
    goodsOpened,
    reset,
    sheetOpened,
    claimClicked,
    /** The viewer now holds the coupon: reload what depends on their coupons (the coupon choice). */
    claimed: claimFx.doneData,
    $goods,
    $offer,
    $offers,
    sheet,
    $claimingId,
    loadSpecialFx,
    loadOffersFx: list.loadFx,
    claimFx,
  };
}

export type CouponOffers = ReturnType<typeof createCouponOffers>;
