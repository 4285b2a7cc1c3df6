import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * False in the component's first render, true once its first frame has painted: the re-render that turns it true
 * is a transition (React renders it in short slices, and a tap in between wins). `now` starts it true, for a
 * screen that must render in full at once (a list coming back, which scrolls to where the learner was).
 *
 * Why: a route change renders the next screen synchronously, and everything that screen renders in its
 * first commit (and every passive effect that commit runs) delays its first paint. What is below the first
 * screenful can wait a frame.
 */
export function useAfterFirstPaint(now = false): boolean {
  const [painted, setPainted] = useState(now);
  useEffect(() => {
    if (painted) return;
    return afterPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
