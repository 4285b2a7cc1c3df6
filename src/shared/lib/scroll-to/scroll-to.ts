/** Spec §9: scroll-to animates for 500 ms, eased. */
export const SCROLL_DURATION = 500;

export type ScrollToOptions = {
  /** The scrolling element; the page (window) by default. */
  element?: HTMLElement;
  duration?: number;
};

/** Ease-in-out cubic: slow start, fast middle, soft landing. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

let cancelRunning: (() => void) | null = null;

/**
 * Scrolls to `top` (px) with a 500 ms eased animation and resolves when it is there. With
 * `prefers-reduced-motion: reduce` it jumps at once. A new call stops the animation still running.
 */
export function scrollToPosition(
  top: number,
  { element, duration = SCROLL_DURATION }: ScrollToOptions = {},
): Promise<void> {
  cancelRunning?.();
  const read = () => (element ? element.scrollTop : window.scrollY);
  const write = (y: number) => (element ? element.scrollTo(0, y) : window.scrollTo(0, y));
  const from = read();
  const target = Math.max(0, top);
  if (prefersReducedMotion() || duration <= 0 || from === target) {
    write(target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    let start: number | null = null;
    const step = (time: number) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / duration);
      write(from + (target - from) * easeInOutCubic(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
      else finish();
    };
    const finish = () => {
      cancelRunning = null;
      resolve();
    };
    cancelRunning = () => {
      cancelAnimationFrame(frame);
      finish();
    };
    frame = requestAnimationFrame(step);
  });
}

/** The floating helper's scroll-to-top. */
export function scrollToTop(options?: ScrollToOptions): Promise<void> {
  return scrollToPosition(0, options);
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
