import { describe, expect, it } from '@rstest/core';
import { act, render } from '@testing-library/react';
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-with-selector';

let state = { list: [1, 2], other: 0 };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;
const selectList = (snapshot: typeof state) => snapshot.list.map((item) => item * 10);
const sameItems = (a: number[], b: number[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const renders: number[][] = [];

function View() {
  renders.push(useSyncExternalStoreWithSelector(subscribe, getSnapshot, undefined, selectList, sameItems));
  return null;
}

describe('useSyncExternalStoreWithSelector (aliased compact version)', () => {
  it('renders the selection, keeps it (no re-render) while isEqual holds, and follows a real change', () => {
    render(<View />);
    expect(renders).toEqual([[10, 20]]);
    act(() => {
      state = { ...state, other: 1 };
      for (const listener of listeners) listener();
    });
    expect(renders).toHaveLength(1);
    act(() => {
      state = { ...state, list: [3] };
      for (const listener of listeners) listener();
    });
    expect(renders.at(-1)).toEqual([30]);
  });
});
