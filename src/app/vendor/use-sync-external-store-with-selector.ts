/**
 * `use-sync-external-store/shim/with-selector` (imported by effector-react for useStoreMap / useList), rewritten
 * on React 19's built-in hook and aliased in rsbuild.config.ts: same behaviour (the selection is recomputed only
 * for a new snapshot or new selector, and kept while `isEqual` says it is equal), without the CommonJS wrapper and
 * the second shim it pulls in — fewer bytes on the first screen. effector-react takes the default export.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  // Server rendering only: this app renders in the browser alone, so the server snapshot is not used.
  _getServerSnapshot: (() => Snapshot) | undefined,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The selection last rendered, for `isEqual`.
  const rendered = useRef<{ value: Selection } | null>(null);
  const getSelection = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | null = null;
    const select = (snapshot: Snapshot): Selection => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo ? memo.selection : rendered.current?.value;
      const keep =
        isEqual !== undefined && (memo !== null || rendered.current !== null) && isEqual(previous as Selection, next);
      memo = { snapshot, selection: keep ? (previous as Selection) : next };
      return memo.selection;
    };
    return () => select(getSnapshot());
  }, [getSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection);
  useEffect(() => {
    rendered.current = { value };
  }, [value]);
  return value;
}

export default { useSyncExternalStoreWithSelector };
