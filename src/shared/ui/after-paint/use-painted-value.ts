import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * `value` as the last painted frame knew it: a change reaches the caller once the frame that shows it elsewhere has
 * painted, in a transition; at once when `now(value)` says so. For what follows a route change but is not part of
 * its screen (the shell's floating helper, the mini-player's dock), so the new screen paints first.
 */
export function usePaintedValue<T>(value: T, now?: (value: T) => boolean): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(value, painted)) return;
    return afterPaint(() => startTransition(() => setPainted(() => value)));
  }, [value, painted]);
  return now?.(value) ? value : painted;
}
