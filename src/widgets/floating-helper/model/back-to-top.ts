import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { scrollToTop } from '@/shared/lib/scroll-to';

/** Open while the helper is on screen: the page's scroll position is watched only then. */
export const ScrollWatchGate = createGate('floating-helper-scroll');
export const backToTopClicked = createEvent();

/** Where the page is: its scroll position, the screen's height and the page's. */
export type ScrollReading = { y: number; screen: number; page: number };
export const scrollMeasured = createEvent<ScrollReading>();

/** Spec §2: 回到顶部 appears once the page is scrolled past half the screen height. */
export const $backToTopVisible = createStore(false);

type StopWatching = () => void;

/** Passive listeners, at most one measurement per animation frame; returns how to stop. */
const watchScrollFx = createEffect((): StopWatching => {
  const report = scopeBind(scrollMeasured, { safe: true });
  let frame = 0;
  const measure = () => {
    frame = 0;
    report({ y: window.scrollY, screen: window.innerHeight, page: document.documentElement.scrollHeight });
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // A page grows without a scroll (its data arrives, a list loads more): its end may then leave the screen.
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
  resized?.observe(document.body);
  // The first reading too waits for the next frame: the gate opens while the page that just mounted has its layout
  // still to do, and reading scrollY then would force that layout in the middle of the mount; in the frame, the
  // browser lays out once anyway.
  schedule();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    resized?.disconnect();
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
sample({ clock: scrollMeasured, fn: ({ y, screen }) => y > screen / 2, target: $backToTopVisible });
sample({ clock: backToTopClicked, target: scrollToTopFx });
