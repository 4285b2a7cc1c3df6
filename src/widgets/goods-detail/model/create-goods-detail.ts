import { attach, combine, createEffect, createEvent, createStore, type Effect, sample } from 'effector';
import type { PayOrder } from '@/entities/order';
import { $viewerRoles } from '@/entities/user';
import { createCouponChoice } from '@/features/coupon-choice';
import { createCouponOffers, type OfferGoods } from '@/features/coupon-offers';
import { createPurchase } from '@/features/purchase';
import { $token, type ApiError, isApiError } from '@/shared/api';
import { shareLink } from '@/shared/routing';
import { type ShareCard, shareFx } from '@/shared/wechat';

export type LoadState = 'loading' | 'ready' | 'notFound' | 'failed';

/** The last answers, newest first, at most RECENT_LIMIT, and the token they were loaded with. */
type Recent<Detail> = { token: string | null; byId: ReadonlyArray<readonly [number, Detail]> };
const RECENT_LIMIT = 10;

function remember<Detail>(recent: Recent<Detail>, token: string | null, id: number, detail: Detail): Recent<Detail> {
  const kept = recent.token === token ? recent.byId.filter(([other]) => other !== id) : [];
  return { token, byId: [[id, detail] as const, ...kept].slice(0, RECENT_LIMIT) };
}

function recall<Detail>(recent: Recent<Detail>, token: string | null, id: number): Detail | null {
  if (recent.token !== token) return null;
  return recent.byId.find(([other]) => other === id)?.[1] ?? null;
}

/** What is bought: the detail call's own parameters, with the coupon chosen for it (none: the list price). */
export type GoodsOf<Params> = Params & { couponUserId?: number };

export type GoodsDetailConfig<Params, Detail> = {
  /** The detail call (getLiveRoomDetailFx, getComboDetailFx): loads the page and is the server's word on "bought". */
  fetchFx: Effect<Params, Detail, ApiError>;
  /** Opens the order for these goods (createLessonOrderFx, createComboOrderFx). */
  createOrderFx: Effect<GoodsOf<Params>, PayOrder, ApiError>;
  /** The detail call's parameters for an item's id, and back; answers for another item than asked are dropped. */
  paramsFor: (id: number) => Params;
  idOf: (params: Params) => number;
  detailIdOf: (detail: Detail) => number;
  /** 1 lesson (goodsId = lessonId), 2 column, 3 package (goodsId = cateId). */
  goodsOf: (detail: Detail) => OfferGoods;
  /** List price in fen; null when the answer carries none (then nothing is offered or sold). */
  priceOf: (detail: Detail) => number | null;
  isBought: (detail: Detail) => boolean;
  /** The WeChat card, its link without the sharer (the factory adds the viewer as sharer, never the token). */
  shareCardOf: (detail: Detail) => ShareCard;
  /**
   * Asks 领券优惠 together with the detail instead of after it, when the goods are known from the route alone: the
   * strip then usually arrives with the summary instead of pushing it down a moment later.
   */
  offerGoodsOnOpen?: (params: Params) => OfferGoods;
  /**
   * The user id of the lecturer who owns the goods (the lesson's lecturerId), null when the answer does not say:
   * their own goods are managed, never bought ($isOwn).
   */
  ownerIdOf?: (detail: Detail) => number | null;
};

/**
 * One goods detail page (a lesson, a column, a package): load with its states, refresh after a purchase, the WeChat
 * card, 领券优惠, the coupon on the buy button and the purchase itself. Made once per kind of goods, at module level,
 * by the page that shows it.
 */
export function createGoodsDetail<Params, Detail>(config: GoodsDetailConfig<Params, Detail>) {
  const { paramsFor, idOf, detailIdOf } = config;
  const opened = createEvent<Params>();
  const retried = createEvent();
  /** The goods are known to have changed (bought): load them again without the skeleton. */
  const refreshed = createEvent();
  const buyClicked = createEvent();
  const buyAccepted = createEvent<{ id: number; couponUserId: number | undefined } | null>();

  const loadFx = attach({ effect: config.fetchFx });
  const shareDetailFx = attach({
    effect: shareFx,
    mapParams: ({ detail, sharerId }: { detail: Detail; sharerId: number | null }) => {
      const card = config.shareCardOf(detail);
      return { ...card, link: shareLink(card.link, sharerId) };
    },
  });

  const $params = createStore<Params | null>(null).on(opened, (_, params) => params);
  /**
   * Warm data (stale-while-revalidate): the last answers by id, for the viewer they were loaded for. Opening goods
   * seen before shows them at once while the detail call runs again; any token change forgets them all.
   */
  const $recent = createStore<Recent<Detail>>({ token: null, byId: [] }, { serialize: 'ignore' })
    .on(
      sample({ clock: loadFx.doneData, source: $token, fn: (token, detail) => ({ token, detail }) }),
      (recent, { token, detail }) => remember(recent, token, detailIdOf(detail), detail),
    )
    .reset($token.updates);
  const cachedOnOpen = sample({
    clock: opened,
    source: { recent: $recent, token: $token },
    fn: ({ recent, token }, params) => recall(recent, token, idOf(params)),
  });
  const $detail = createStore<Detail | null>(null)
    .on(loadFx.done, (current, { params, result }) => (idOf(params) === detailIdOf(result) ? result : current))
    .on(cachedOnOpen, (_, cached) => cached);
  const $loadState = createStore<LoadState>('loading')
    .on(cachedOnOpen, (_, cached) => (cached === null ? 'loading' : 'ready'))
    .on(retried, () => 'loading')
    .on(loadFx.done, () => 'ready')
    // code 2: 课程/专栏不存在; anything else may pass on a retry. A failed refresh keeps the page as it was.
    .on(loadFx.failData, (state, error) => {
      if (isApiError(error) && error.kind === 'business' && error.code === 2) return 'notFound';
      return state === 'ready' ? state : 'failed';
    });
  /** The viewer is the lecturer who owns these goods: the page offers 管理 (and the live room), never a buy button. */
  const { ownerIdOf } = config;
  const $isOwn = combine($detail, $viewerRoles, (detail, roles) => {
    if (!detail || !ownerIdOf || roles.userId === null) return false;
    const ownerId = ownerIdOf(detail);
    return ownerId !== null && ownerId > 0 && ownerId === roles.userId;
  });
  /** The last failure, for the error view's message. */
  const $loadError = createStore<ApiError | null>(null)
    .on(loadFx.failData, (_, error) => error)
    .reset(opened, retried, loadFx.done);

  sample({ clock: opened, target: loadFx });
  sample({
    clock: [retried, refreshed],
    source: $params,
    filter: (params): params is Params => params !== null,
    target: loadFx,
  });
  // Each page sets its own WeChat card (route meta share: true); the viewer is the sharer.
  sample({
    clock: loadFx.doneData,
    source: $viewerRoles,
    fn: (roles, detail) => ({ detail, sharerId: roles.userId }),
    target: shareDetailFx,
  });

  // Purchase: the server's word on it is the detail call's own bought flag.
  const orderFx = attach({ effect: config.createOrderFx });
  const checkBoughtFx = createEffect(async (goods: GoodsOf<Params>) =>
    config.isBought(await config.fetchFx(paramsFor(idOf(goods)))),
  );
  const purchase = createPurchase<GoodsOf<Params>>({ createOrderFx: orderFx, checkBoughtFx });
  const coupon = createCouponChoice();
  const offers = createCouponOffers();
  // First, so that what the opening asks for below starts from a clean slate.
  sample({ clock: opened, target: [purchase.reset, coupon.reset, offers.reset] });

  // Coupons only matter while the goods are still to be paid for, at a price above zero.
  // Typed events as targets: effector's sample cannot infer the returned unit's type for a generic Detail.
  const payable = createEvent<Detail>();
  sample({
    clock: loadFx.doneData,
    filter: (detail) => !config.isBought(detail) && (config.priceOf(detail) ?? 0) > 0,
    target: payable,
  });
  sample({
    clock: payable,
    fn: (detail: Detail) => ({ ...config.goodsOf(detail), price: config.priceOf(detail) ?? 0 }),
    target: coupon.goodsOpened,
  });
  const { offerGoodsOnOpen } = config;
  if (offerGoodsOnOpen) sample({ clock: opened, fn: offerGoodsOnOpen, target: offers.goodsOpened });
  else sample({ clock: payable, fn: config.goodsOf, target: offers.goodsOpened });
  // The buy button offers a freshly claimed coupon at once, preselected when it is now the best.
  sample({ clock: offers.claimed, target: coupon.refreshed });

  sample({
    clock: buyClicked,
    source: { detail: $detail, chosen: coupon.$chosen, payPrice: coupon.$payPrice, isOwn: $isOwn },
    // Not while the price after the coupon is still being asked: the order would not match the price on the button.
    filter: ({ payPrice, isOwn }) => payPrice !== null && !isOwn,
    fn: ({ detail, chosen }) =>
      detail === null ? null : { id: detailIdOf(detail), couponUserId: chosen?.couponUserId },
    target: buyAccepted,
  });
  sample({
    clock: buyAccepted,
    filter: (goods) => goods !== null,
    fn: (goods): GoodsOf<Params> => ({
      ...paramsFor(goods?.id ?? 0),
      ...(goods?.couponUserId !== undefined && { couponUserId: goods.couponUserId }),
    }),
    target: purchase.buyClicked,
  });
  // Unlocks the page (lesson URL, 已购买) from the server's fresh answer.
  sample({ clock: purchase.purchased, target: refreshed });

  return {
    opened,
    retried,
    refreshed,
    buyClicked,
    loadFx,
    shareDetailFx,
    orderFx,
    checkBoughtFx,
    $params,
    $detail,
    $loadState,
    $loadError,
    $isOwn,
    purchase,
    coupon,
    offers,
  };
}

export type GoodsDetail<Params, Detail> = ReturnType<typeof createGoodsDetail<Params, Detail>>;
