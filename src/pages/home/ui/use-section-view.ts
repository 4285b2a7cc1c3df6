import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import type { HomeSection, SectionStatus } from '../model/section';

export type SectionView<T> = { items: T[]; status: SectionStatus; error: unknown };

/**
 * A home block's data for rendering, in a background render: an answer arriving updates the stores, and a store
 * update would render the block's whole list synchronously, in one long task on a slow phone (issue 18). Here the
 * block keeps its previous look for that moment and React renders the new one in short slices. Items, status and
 * error move together, so a block never shows "ready" with the previous items.
 */
export function useSectionView<T>(section: HomeSection<T>): [SectionView<T>, () => void] {
  const [items, status, error, retry] = useUnit([section.$items, section.$status, section.$error, section.retried]);
  const current = useMemo(() => ({ items, status, error }), [items, status, error]);
  return [useDeferredValue(current), retry];
}
