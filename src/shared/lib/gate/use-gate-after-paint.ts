/**
 * `useGateAfterPaint`: effector-react's `useGate`, except that it opens, updates and closes its gate in `useEffect`,
 * not in `useLayoutEffect`.
 *
 * Why (route changes): a gate opened in a layout effect starts the page's data work inside React's commit, and every
 * store that work updates forces a synchronous re-render in that same task, before the browser paints the new screen.
 * In a passive effect the new screen (its loading state) paints first and the work follows. Same contract as the
 * original: open with the first props, `set` when the props change (shallow compare), close with the last props;
 * bound to the scope of the nearest <Provider>. A name of its own, so a reader knows which one runs.
 */
import type { EventCallable } from 'effector';
import { type Gate, useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';

export function useGateAfterPaint<Props>(gate: Gate<Props>, props: Props = {} as Props): void {
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
  useEffect(() => {
    open(last.current);
    return () => {
      close(last.current);
    };
  }, [open, close]);
  useEffect(() => {
    set(current);
  }, [set, current]);
}
