/** The list with the item at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
