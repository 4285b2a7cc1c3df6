/**
 * `Array.prototype.at`, `findLast`, `findLastIndex` and `Object.hasOwn` for the older engines we support (Chrome 86–96,
 * iOS 14.5–15.3), where packages call them: Tiptap and ProseMirror do. Our own code does without them; a lazily
 * loaded part that brings such a package calls this before the package runs, so the first screen carries none of it.
 * `scripts/check-engines.mjs` accepts those methods only in a chunk that defines them like this.
 */
export function installArrayAndObjectPolyfills(): void {
  if (!Array.prototype.at) {
    Object.defineProperty(Array.prototype, 'at', {
      configurable: true,
      writable: true,
      value: function at<T>(this: T[], index: number): T | undefined {
        const offset = Math.trunc(index) || 0;
        const position = offset < 0 ? this.length + offset : offset;
        return position < 0 || position >= this.length ? undefined : this[position];
      },
    });
  }
  if (!Array.prototype.findLastIndex) {
    Object.defineProperty(Array.prototype, 'findLastIndex', {
      configurable: true,
      writable: true,
      value: function findLastIndex<T>(this: T[], match: (item: T, index: number, list: T[]) => unknown): number {
        for (let index = this.length - 1; index >= 0; index--) if (match(this[index] as T, index, this)) return index;
        return -1;
      },
    });
  }
  if (!Array.prototype.findLast) {
    Object.defineProperty(Array.prototype, 'findLast', {
      configurable: true,
      writable: true,
      value: function findLast<T>(this: T[], match: (item: T, index: number, list: T[]) => unknown): T | undefined {
        for (let index = this.length - 1; index >= 0; index--)
          if (match(this[index] as T, index, this)) return this[index];
        return undefined;
      },
    });
  }
  if (!Object.hasOwn) {
    Object.defineProperty(Object, 'hasOwn', {
      configurable: true,
      writable: true,
      // biome-ignore lint/suspicious/noPrototypeBuiltins: this is Object.hasOwn, for engines that lack it
      value: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(object, key),
    });
  }
}
