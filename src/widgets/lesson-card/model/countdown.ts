import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';

/**
 * One clock for every countdown on the screen: a list of bargains mounts the gate once, and each card's countdown
 * only reads `$now` — no timer per card, no effect in render.
 */
export const CountdownGate = createGate('countdown');
const ticked = createEvent<number>();

export const $now = createStore(Date.now(), { serialize: 'ignore' });
const $timer = createStore<number | null>(null, { serialize: 'ignore' });

const startTimerFx = createEffect(() => {
  const tick = scopeBind(ticked, { safe: true });
  return window.setInterval(() => tick(Date.now()), 1000);
});
const stopTimerFx = createEffect((timer: number | null) => {
  if (timer !== null) window.clearInterval(timer);
});

sample({ clock: CountdownGate.open, fn: () => Date.now(), target: ticked });
sample({ clock: CountdownGate.open, target: startTimerFx });
$now.on(ticked, (_, now) => now);
$timer.on(startTimerFx.doneData, (_, timer) => timer).reset(stopTimerFx);
sample({ clock: CountdownGate.close, source: $timer, target: stopTimerFx });
