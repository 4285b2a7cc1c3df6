/**
 * effector-react with one change, aliased in rsbuild.config.ts (so the app and the unit tests both get it):
 * `useGate` opens, updates and closes its gate in `useEffect`, not in `useLayoutEffect`.
 *
 * Why (issue 18, route changes): a gate opened in a layout effect starts the page's data work inside React's
 * commit, and every store that work updates forces a synchronous re-render in that same task, before the browser
 * paints the new screen. In a passive effect the new screen (its loading state) paints first and the work follows.
 * On a route change the gate opens once the page's first frame has painted (afterRouteChangePaint: the page's
 * requests and the re-renders their stores cause were part of the tap's task, before that paint); during the first
 * screen's load it opens at once.
 * Pages keep importing `useGate` from 'effector-react' as before. Same contract as the original: open with the
 * first props, `set` when the props change (shallow compare), close with the last props; bound to the scope of the
 * nearest <Provider>.
 */
import type { EventCallable } from 'effector';
// The real module, by a path the alias does not catch.
import { type Gate, useUnit } from 'effector-react/effector-react.mjs';
import { useEffect, useRef } from 'react';
import { afterRouteChangePaint } from '@/shared/ui/after-paint';

export * from 'effector-react/effector-react.mjs';

export function useGate<Props>(gate: Gate<Props>, props: Props = {} as Props): void {
  // `set` exists at runtime (the original useGate uses it) but is missing from effector-react's types.
  const { open, close, set } = useUnit({
    open: gate.open,
    close: gate.close,
    set: (gate as Gate<Props> & { set: EventCallable<Props> }).set,
  });
  const last = useRef(props);
  const previous = last.current;
  // Shallow compare: a new object with the same fields keeps the last props (and no `set`).
  const changed =
    typeof props === 'object' && props !== null && typeof previous === 'object' && previous !== null
      ? Object.keys({ ...previous, ...props }).some(
          (key) => (previous as Record<string, unknown>)[key] !== (props as Record<string, unknown>)[key],
        )
      : !Object.is(previous, props);
  if (changed) last.current = props;
  const current = last.current;
  const isOpen = useRef(false);
  useEffect(() => {
    const cancel = afterRouteChangePaint(() => {
      isOpen.current = true;
      open(last.current);
    });
    return () => {
      cancel();
      // A gate closed before it opened (the page left within its first frame) was never opened: nothing to close.
      if (!isOpen.current) return;
      isOpen.current = false;
      close(last.current);
    };
  }, [open, close]);
  // Props that change before the gate opens reach it with `open` (it reads the last props), not as a `set`.
  useEffect(() => {
    if (isOpen.current) set(current);
  }, [set, current]);
}
