/** The last item that matches: `Array.prototype.findLast` is missing in the older engines we support (Chrome < 97, iOS < 15.4). */
export function lastOf<T, S extends T>(list: readonly T[], match: (item: T) => item is S): S | undefined;
export function lastOf<T>(list: readonly T[], match: (item: T) => boolean): T | undefined;
export function lastOf<T>(list: readonly T[], match: (item: T) => boolean): T | undefined {
  for (let index = list.length - 1; index >= 0; index--) {
    const item = list[index] as T;
    if (match(item)) return item;
  }
  return undefined;
}
