import { attach, createEvent, createStore, sample } from 'effector';
import { type CouponTemplate, claimCouponFx, getClaimableCouponsFx } from '@/entities/coupon';
import { createPageResource } from '@/shared/model';
import { showToast } from '@/shared/ui/toast';
import { type ClaimState, stateOfClaimError, stateOfTemplate } from './claim-state';

export const claimClicked = createEvent();

/** The link's coupon, by `{ couponId }`: the claimable list holds it, or nothing when it cannot be claimed. */
export const couponTemplate = createPageResource(getClaimableCouponsFx);
export const claimFx = attach({ effect: claimCouponFx });

const $couponId = couponTemplate.$params.map((params) => params?.value.couponId ?? null);
const loaded = sample({
  clock: couponTemplate.$data.updates,
  filter: (templates): templates is CouponTemplate[] => templates !== null,
});

const claimFailed = claimFx.failData.map(stateOfClaimError);
export const $claimState = createStore<ClaimState>('open')
  // Not listed: gone from the claimable list (never existed, withdrawn, or ended).
  .on(loaded, (_, templates) => (templates[0] ? stateOfTemplate(templates[0], Date.now()) : 'notFound'))
  .on(claimFx.done, () => 'claimed')
  .on(claimFailed, (state, outcome) => outcome ?? state)
  .reset(couponTemplate.opened);
export const $claiming = claimFx.pending;

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
