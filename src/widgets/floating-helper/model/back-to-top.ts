import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { scrollToTop } from '@/shared/lib/scroll-to';

/** Open while the helper is on screen: the page's scroll position is watched only then. */
export const ScrollWatchGate = createGate('floating-helper-scroll');
export const backToTopClicked = createEvent();

const pastHalfScreenMeasured = createEvent<boolean>();

/** Spec §2: 回到顶部 appears once the page is scrolled past half the screen height. */
export const $backToTopVisible = createStore(false);

type StopWatching = () => void;

/** Passive listeners, at most one measurement per animation frame; returns how to stop. */
const watchScrollFx = createEffect((): StopWatching => {
  const report = scopeBind(pastHalfScreenMeasured, { safe: true });
  let frame = 0;
  const measure = () => {
    frame = 0;
    report(window.scrollY > window.innerHeight / 2);
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // The first reading too waits for the next frame: the gate opens while the page that just mounted has its layout
  // still to do, and reading scrollY then forced that layout in the middle of the mount (13 ms unthrottled on the
  // home in a trace, issue 18); in the frame, the browser lays out once anyway.
  schedule();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
});
const stopWatchingFx = createEffect((stop: StopWatching | null) => stop?.());
const $stopWatching = createStore<StopWatching | null>(null, { serialize: 'ignore' });

/** 500 ms eased, or a jump with reduced motion (shared/lib/scroll-to). */
export const scrollToTopFx = createEffect(() => scrollToTop());

sample({ clock: ScrollWatchGate.open, target: watchScrollFx });
sample({ clock: watchScrollFx.doneData, target: $stopWatching });
sample({ clock: ScrollWatchGate.close, source: $stopWatching, target: stopWatchingFx });
sample({ clock: ScrollWatchGate.close, fn: () => null, target: $stopWatching });
sample({ clock: ScrollWatchGate.close, fn: () => false, target: $backToTopVisible });
sample({ clock: pastHalfScreenMeasured, target: $backToTopVisible });
sample({ clock: backToTopClicked, target: scrollToTopFx });
