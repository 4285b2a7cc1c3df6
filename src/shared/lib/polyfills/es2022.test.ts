import { afterEach, describe, expect, it } from '@rstest/core';
import { installArrayAndObjectPolyfills } from './es2022';

type Methods = Record<'at' | 'findLast' | 'findLastIndex', unknown>;
const arrayMethods = Array.prototype as unknown as Methods;
const objectStatics = Object as unknown as { hasOwn: unknown };
const native = {
  at: arrayMethods.at,
  findLast: arrayMethods.findLast,
  findLastIndex: arrayMethods.findLastIndex,
  hasOwn: objectStatics.hasOwn,
};

/** An engine without the methods (Chrome 86, iOS 14.5): deleted, then installed by the polyfill. */
function withoutNativeMethods() {
  for (const name of ['at', 'findLast', 'findLastIndex'] as const) delete arrayMethods[name];
  delete objectStatics.hasOwn;
}

afterEach(() => {
  for (const name of ['at', 'findLast', 'findLastIndex'] as const)
    Object.defineProperty(Array.prototype, name, { value: native[name], configurable: true, writable: true });
  Object.defineProperty(Object, 'hasOwn', { value: native.hasOwn, configurable: true, writable: true });
});

describe('installArrayAndObjectPolyfills', () => {
  it('gives an engine without them at, findLast, findLastIndex and Object.hasOwn that behave as the native ones', () => {
    withoutNativeMethods();
    expect(arrayMethods.findLast).toBeUndefined();
    installArrayAndObjectPolyfills();
    const list = [1, 2, 3, 4];
    expect([list.at(-1), list.at(0), list.at(4), list.at(-5), list.at(1.7)]).toEqual([4, 1, undefined, undefined, 2]);
    expect(list.findLast((item) => item % 2 === 1)).toBe(3);
    expect(list.findLastIndex((item) => item % 2 === 1)).toBe(2);
    expect(list.findLast((item) => item > 9)).toBeUndefined();
    expect(list.findLastIndex((item) => item > 9)).toBe(-1);
    expect(Object.hasOwn({ a: 1 }, 'a')).toBe(true);
    expect(Object.hasOwn(Object.create({ a: 1 }), 'a')).toBe(false);
  });

  it('keeps the native methods where the engine has them, and adds nothing enumerable', () => {
    installArrayAndObjectPolyfills();
    expect(arrayMethods.findLast).toBe(native.findLast);
    expect(Object.keys([])).toEqual([]);
    expect(Object.prototype.propertyIsEnumerable.call(Array.prototype, 'findLast')).toBe(false);
  });
});
