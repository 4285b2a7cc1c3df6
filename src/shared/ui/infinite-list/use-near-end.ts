import { type RefObject, useEffect } from 'react';
import { afterPaint } from '@/shared/ui/after-paint';

/** Spec §9: the next page loads when the list's end is within 30 px of the bottom of the screen. */
export const LOAD_DISTANCE = 30;

/**
 * Calls `onNearEnd` while `enabled` whenever the `end` marker comes within 30 px below the bottom of the viewport:
 * on page scroll, on resize, and once the list has painted (a first page shorter than the screen loads the next one).
 */
export function useNearEnd(end: RefObject<HTMLElement | null>, enabled: boolean, onNearEnd: () => void, size: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `size` re-checks once a page has been added
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const marker = end.current;
      if (marker && marker.getBoundingClientRect().top - window.innerHeight <= LOAD_DISTANCE) onNearEnd();
    };
    // The first check measures the page: after its first paint, not inside the commit that inserted it.
    const cancel = afterPaint(check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [end, enabled, onNearEnd, size]);
}
