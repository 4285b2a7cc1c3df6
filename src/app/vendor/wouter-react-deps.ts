/**
 * wouter's `react-deps` module with React 19's exports taken directly. The original reads
 * `React["useInsertion" + "Effect"]` from `import * as React` — a computed access that makes the bundler keep the
 * module whole and ship its CommonJS namespace helper in the first screen's runtime (~1 KB gzip with the module,
 * issue 18), though the app only calls wouter's `navigate`. rsbuild.config.ts aliases wouter's module to this
 * file; every name wouter imports from it is here, with the same behaviour on React ≥ 18.
 */
import { useInsertionEffect, useLayoutEffect, useRef } from 'react';

export {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  forwardRef,
  isValidElement,
  useContext,
  useInsertionEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** Only in a browser here (no server rendering): the layout effect, as wouter picks on the client. */
export const useIsomorphicLayoutEffect = useLayoutEffect;

/** wouter's "close enough" useEvent polyfill: a stable function that always calls the latest `fn`. */
export const useEvent = <A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) => {
  type Slot = [(...args: A) => R, (...args: A) => R];
  const ref: Slot = useRef<Slot>([fn, (...args: A): R => ref[0](...args)]).current;
  useInsertionEffect(() => {
    ref[0] = fn;
  });
  return ref[1];
};
