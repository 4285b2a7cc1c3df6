import { attach, createEvent, createStore, sample } from 'effector';
import { type CouponTemplate, claimCouponFx, getClaimableCouponsFx } from '@/entities/coupon';
import { showToast } from '@/shared/ui/toast';
import { type ClaimState, stateOfClaimError, stateOfTemplate } from './claim-state';

export type LoadState = 'loading' | 'ready' | 'failed';

export const obtainPageOpened = createEvent<{ couponId: number }>();
export const obtainRetried = createEvent();
export const claimClicked = createEvent();

export const loadTemplateFx = attach({ effect: getClaimableCouponsFx });
export const claimFx = attach({ effect: claimCouponFx });

export const $couponId = createStore<number | null>(null).on(obtainPageOpened, (_, { couponId }) => couponId);
export const $template = createStore<CouponTemplate | null>(null)
  .on(loadTemplateFx.doneData, (_, templates) => templates[0] ?? null)
  .reset(obtainPageOpened);
export const $loadState = createStore<LoadState>('loading')
  .on([obtainPageOpened, obtainRetried], () => 'loading')
  .on(loadTemplateFx.done, () => 'ready')
  .on(loadTemplateFx.fail, () => 'failed');
/** Why the coupon could not load, for the error view to say. */
export const $loadError = createStore<unknown>(null)
  .on(loadTemplateFx.failData, (_, error) => error)
  .reset([obtainPageOpened, obtainRetried]);

const claimFailed = claimFx.failData.map(stateOfClaimError);
export const $claimState = createStore<ClaimState>('open')
  // Not listed: gone from the claimable list (never existed, withdrawn, or ended).
  .on(loadTemplateFx.doneData, (_, templates) =>
    templates[0] ? stateOfTemplate(templates[0], Date.now()) : 'notFound',
  )
  .on(claimFx.done, () => 'claimed')
  .on(claimFailed, (state, outcome) => outcome ?? state)
  .reset(obtainPageOpened);
export const $claiming = claimFx.pending;

sample({ clock: obtainPageOpened, target: loadTemplateFx });
sample({
  clock: obtainRetried,
  source: $couponId,
  filter: (couponId) => couponId !== null,
  fn: (couponId) => ({ couponId: couponId ?? 0 }),
  target: loadTemplateFx,
});
sample({
  clock: claimClicked,
  source: { couponId: $couponId, state: $claimState, claiming: $claiming },
  filter: ({ couponId, state, claiming }) => couponId !== null && state === 'open' && !claiming,
  fn: ({ couponId }) => ({ couponId: couponId ?? 0 }),
  target: claimFx,
});
// A claim that may pass on a second try: say so and leave the button.
sample({
  clock: claimFailed,
  filter: (outcome) => outcome === null,
  fn: () => ({ message: '领取失败，请稍后再试', type: 'fail' as const }),
  target: showToast,
});
