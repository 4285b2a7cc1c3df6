/**
 * effector-react with one change, aliased in rsbuild.config.ts (so the app and the unit tests both get it):
 * `useGate` opens, updates and closes its gate in `useEffect`, not in `useLayoutEffect`.
 *
 * Why (issue 18, route changes): a gate opened in a layout effect starts the page's data work inside React's
 * commit, and every store that work updates forces a synchronous re-render in that same task, before the browser
 * paints the new screen (worst tap → screen ~1.1 s at 4× CPU). In a passive effect the new screen (its loading
 * state) paints first and the work follows. Pages keep importing `useGate` from 'effector-react' as before.
 * Same contract as the original: open with the first props, `set` when the props change (shallow compare),
 * close with the last props; bound to the scope of the nearest <Provider>.
 */
import type { EventCallable } from 'effector';
// The real module, by a path the alias does not catch.
import { type Gate, useUnit } from 'effector-react/effector-react.mjs';
import { useEffect, useRef } from 'react';

export * from 'effector-react/effector-react.mjs';

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export function useGate<Props>(gate: Gate<Props>, props: Props = {} as Props): void {
  // `set` exists at runtime (the original useGate uses it) but is missing from effector-react's types.
  const { set: setUnit } = gate as Gate<Props> & { set: EventCallable<Props> };
  const { open, close, set } = useUnit({ open: gate.open, close: gate.close, set: setUnit });
  const current = useRef({ value: props, count: 0 });
  if (!shallowEqual(current.current.value, props)) {
    current.current = { value: props, count: current.current.count + 1 };
  }
  const { count } = current.current;
  useEffect(() => {
    open(current.current.value);
    return () => {
      close(current.current.value);
    };
  }, [open, close]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count changes exactly when the props do
  useEffect(() => {
    set(current.current.value);
  }, [count, set]);
}
