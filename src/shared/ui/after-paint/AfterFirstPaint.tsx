import type { ReactNode } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

type Props = {
  /** Shown in the first frame: a placeholder of the final size (or close to it), so nothing jumps. */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * Renders `fallback` in the first commit and `children` once that frame has painted, in a transition: for the part
 * of a screen below its first screenful, so a route change paints the screen first. The children mount
 * (and their effects, such as a widget's data request, start) only then.
 */
export function AfterFirstPaint({ fallback = null, children }: Props) {
  return <>{useAfterFirstPaint() ? children : fallback}</>;
}
