import { attach, combine, createEvent, createStore, sample } from 'effector';
import { getBestCouponFx, getCouponPriceFx, getUserCouponsFx, type UserCoupon } from '@/entities/coupon';
import { reachesMinSpend } from '../lib/min-spend';

/** The goods being bought: 1 lesson (goodsId = lessonId), 2 column, 3 package (goodsId = cateId); price in fen. */
export type CouponGoods = { goodsType: 1 | 2 | 3; goodsId: number; price: number };

type Asked = { goodsType?: number | undefined; goodsId?: number | undefined };
const sameGoods = (goods: CouponGoods | null, asked: Asked): goods is CouponGoods =>
  goods !== null && goods.goodsType === asked.goodsType && goods.goodsId === asked.goodsId;

/**
 * The coupon for one buy button: the viewer's usable coupons for the goods, the best one chosen up front, the price
 * after it. Made once at module level by the page that owns the button; the page passes `$chosen` to its order.
 */
export function createCouponChoice() {
  const goodsOpened = createEvent<CouponGoods>();
  /** A couponUserId from the list, or null for 不使用优惠券. */
  const couponChosen = createEvent<number | null>();
  const reset = createEvent();
  /** The viewer's coupons changed (one was just claimed): list them again and preselect the best anew. */
  const refreshed = createEvent();

  const loadCouponsFx = attach({ effect: getUserCouponsFx });
  const loadBestFx = attach({ effect: getBestCouponFx });
  const loadPriceFx = attach({ effect: getCouponPriceFx });

  const $goods = createStore<CouponGoods | null>(null)
    .on(goodsOpened, (_, goods) => goods)
    .reset(reset);
  const asked = goodsOpened.map(({ goodsType, goodsId }) => ({ goodsType, goodsId }));
  sample({ clock: asked, target: [loadCouponsFx, loadBestFx] });
  sample({
    clock: refreshed,
    source: $goods,
    filter: Boolean,
    fn: ({ goodsType, goodsId }) => ({ goodsType, goodsId }),
    target: [loadCouponsFx, loadBestFx],
  });
  // A refresh keeps the row on screen with the old list until the new one arrives.
  const $refreshing = createStore(false)
    .on(refreshed, () => true)
    .reset([goodsOpened, reset]);

  // Answers for goods no longer on screen are dropped; a coupon whose minimum the price misses is never offered.
  const listed = sample({
    clock: loadCouponsFx.done,
    source: $goods,
    filter: (goods, { params }) => sameGoods(goods, params),
    fn: (goods, { result }) =>
      result.filter((coupon) => coupon.status === 1 && reachesMinSpend(coupon, goods?.price ?? 0)),
  });
  const $coupons = createStore<UserCoupon[]>([])
    .on(listed, (_, coupons) => coupons)
    .reset([goodsOpened, reset]);
  const $touched = createStore(false)
    .on(couponChosen, () => true)
    .reset([goodsOpened, reset, refreshed]);

  const bestFound = sample({
    clock: loadBestFx.done,
    source: { goods: $goods, touched: $touched },
    filter: ({ goods, touched }, { params, result }) =>
      !touched && sameGoods(goods, params) && result.coupon !== null && reachesMinSpend(result.coupon, goods.price),
    fn: (_, { result }) => result.coupon,
  });
  const picked = sample({
    clock: couponChosen,
    source: $coupons,
    fn: (coupons, couponUserId) => coupons.find((coupon) => coupon.couponUserId === couponUserId) ?? null,
  });
  const $chosen = createStore<UserCoupon | null>(null)
    .on([bestFound, picked], (_, coupon) => coupon)
    // The server would not price it (code 3 优惠券不可用): pay the list price rather than fail at the order.
    .on(loadPriceFx.fail, (chosen, { params }) => (chosen?.couponUserId === params.couponUserId ? null : chosen))
    .reset([goodsOpened, reset]);

  sample({
    clock: $chosen.updates,
    source: $goods,
    filter: (goods, chosen) => goods !== null && chosen !== null,
    fn: (goods, chosen) => ({
      goodsType: goods?.goodsType ?? 1,
      goodsId: goods?.goodsId ?? 0,
      couponUserId: chosen?.couponUserId ?? 0,
    }),
    target: loadPriceFx,
  });
  const $quote = createStore<{ couponUserId: number; payPrice: number } | null>(null)
    .on(loadPriceFx.done, (_, { params, result }) => ({ couponUserId: params.couponUserId, payPrice: result.payPrice }))
    .reset([goodsOpened, reset]);

  /** What the viewer pays: the list price without a coupon, the server's price after it, null while it is asked. */
  const $payPrice = combine($goods, $chosen, $quote, (goods, chosen, quote) => {
    if (!goods) return null;
    if (!chosen) return goods.price;
    return quote?.couponUserId === chosen.couponUserId ? quote.payPrice : null;
  });
  const $loading = combine(
    loadCouponsFx.pending,
    loadBestFx.pending,
    $refreshing,
    (list, best, refreshing) => (list || best) && !refreshing,
  );

  return {
    goodsOpened,
    couponChosen,
    reset,
    refreshed,
    $goods,
    $coupons,
    $chosen,
    $payPrice,
    $loading,
    loadCouponsFx,
    loadBestFx,
    loadPriceFx,
  };
}

export type CouponChoice = ReturnType<typeof createCouponChoice>;
