import { attach, combine, createEvent, createStore, type Effect, sample } from 'effector';
import { $viewerRoles } from '@/entities/user';
import { $token, type ApiError, isApiError } from '@/shared/api';
import { shareLink } from '@/shared/routing';
import { type ShareCard, shareFx } from '@/shared/wechat';
import { type Recent, recall, remember } from '../lib/recent';
import { createCommerceLoader } from './commerce-loader';

export type LoadState = 'loading' | 'ready' | 'notFound' | 'failed';

export type GoodsDetailConfig<Params, Detail> = {
  /** The detail call (getLiveRoomDetailFx, getComboDetailFx): loads the page and is the server's word on "bought". */
  fetchFx: Effect<Params, Detail, ApiError>;
  /** The detail call's parameters for an item's id, and back; answers for another item than asked are dropped. */
  paramsFor: (id: number) => Params;
  idOf: (params: Params) => number;
  detailIdOf: (detail: Detail) => number;
  /** The WeChat card, its link without the sharer (the factory adds the viewer as sharer, never the token). */
  shareCardOf: (detail: Detail) => ShareCard;
  /**
   * The user id of the lecturer who owns the goods (the lesson's lecturerId), null when the answer does not say:
   * their own goods are managed, never bought ($isOwn).
   */
  ownerIdOf?: (detail: Detail) => number | null;
  /**
   * The page's module that creates its purchase and coupons (createGoodsCommerce at its module level), when it is
   * not part of the page's own code: loaded on `commerceNeeded`. Without it the page creates them with
   * the detail.
   */
  loadCommerce?: () => Promise<unknown>;
};

/**
 * One goods detail page (a lesson, a column, a package): load with its states, refresh after a purchase and the
 * WeChat card. Made once per kind of goods, at module level, by the page that shows it; its purchase and coupons
 * come from createGoodsCommerce, with the detail or on first need.
 */
export function createGoodsDetail<Params, Detail>(config: GoodsDetailConfig<Params, Detail>) {
  const { idOf, detailIdOf } = config;
  const opened = createEvent<Params>();
  const retried = createEvent();
  /** The goods are known to have changed (bought): load them again without the skeleton. */
  const refreshed = createEvent();

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

  return {
    opened,
    retried,
    refreshed,
    loadFx,
    shareDetailFx,
    $params,
    $detail,
    $loadState,
    $loadError,
    $isOwn,
    fetchFx: config.fetchFx,
    paramsFor: config.paramsFor,
    idOf,
    detailIdOf,
    commerce: createCommerceLoader(config.loadCommerce),
  };
}

export type GoodsDetail<Params, Detail> = ReturnType<typeof createGoodsDetail<Params, Detail>>;
