import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { getPromoFx, type Promo } from '../api/promo';

/** Open while the deals show (the promo home and the share-friend page). */
export const PromoGate = createGate<Record<string, never>>('d12-promo');
export const promoRetried = createEvent();

export const $promo = createStore<Promo | null>(null).on(getPromoFx.doneData, (_, promo) => promo);
export const $promoFailed = createStore(false)
  .on(getPromoFx.fail, () => true)
  .reset(getPromoFx);

// Reopening refreshes the deals: a purchase made meanwhile turns its card into 已购买.
sample({ clock: [PromoGate.open, promoRetried], fn: () => undefined, target: getPromoFx });

/** The clock of the countdown, ticking once a second while the deals show. */
export const clockTicked = createEvent<number>();
export const $now = createStore(0).on(clockTicked, (_, now) => now);

let timer: ReturnType<typeof setInterval> | undefined;
// A timer outside effector's effects (like the shell's hash watcher): allSettled need not wait for a clock that
// never stops, and tests replace these two effects.
export const startClockFx = createEffect(() => {
  const tick = scopeBind(clockTicked, { safe: true });
  clearInterval(timer);
  tick(Date.now());
  timer = setInterval(() => tick(Date.now()), 1000);
});
export const stopClockFx = createEffect(() => clearInterval(timer));
sample({ clock: PromoGate.open, target: startClockFx });
sample({ clock: PromoGate.close, target: stopClockFx });

/** Milliseconds until the promo ends; null until both the promo and the clock are known. */
export const $remainingMs = combine($promo, $now, (promo, now) =>
  promo && now > 0 ? Math.max(0, promo.endTime - now) : null,
);
