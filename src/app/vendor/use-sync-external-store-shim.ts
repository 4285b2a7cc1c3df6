/**
 * `use-sync-external-store/shim` backports React 18's hook to older Reacts. effector-react and wouter still
 * import it; with React 19 the hook is built in, so rsbuild.config.ts aliases the shim to this file and the
 * backport (~0.4 KB gzip on the first screen) is not shipped. Both import shapes are served: effector-react
 * takes the CommonJS default export, wouter the named one.
 */
import { useSyncExternalStore } from 'react';

export { useSyncExternalStore };
export default { useSyncExternalStore };
