import { attach, createEvent, createStore, sample } from 'effector';
import { getUserCouponsFx, type UserCoupon, type UserCouponStatus } from '@/entities/coupon';

export type LoadState = 'loading' | 'ready' | 'failed';

export const mineCouponOpened = createEvent();
export const tabChosen = createEvent<UserCouponStatus>();
export const mineCouponRetried = createEvent();

export const loadMyCouponsFx = attach({ effect: getUserCouponsFx });

export const $tab = createStore<UserCouponStatus>(1)
  .on(tabChosen, (_, status) => status)
  .reset(mineCouponOpened);

// An answer for a tab no longer shown is dropped.
const loaded = sample({
  clock: loadMyCouponsFx.done,
  source: $tab,
  filter: (tab, { params }) => params.status === tab,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: loadMyCouponsFx.fail,
  source: $tab,
  filter: (tab, { params }) => params.status === tab,
  fn: (_, { error }) => error,
});

export const $coupons = createStore<UserCoupon[]>([])
  .on(loaded, (_, coupons) => coupons)
  .reset([mineCouponOpened, tabChosen]);
export const $loadState = createStore<LoadState>('loading')
  .on([mineCouponOpened, tabChosen, mineCouponRetried], () => 'loading')
  .on(loaded, () => 'ready')
  .on(failed, () => 'failed');
/** Why the tab could not load, for the error view to say. */
export const $loadError = createStore<unknown>(null)
  .on(failed, (_, error) => error)
  .reset([mineCouponOpened, tabChosen, mineCouponRetried]);

sample({
  clock: [mineCouponOpened, tabChosen, mineCouponRetried],
  source: $tab,
  fn: (status) => ({ status }),
  target: loadMyCouponsFx,
});
