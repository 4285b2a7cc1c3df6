/**
 * wouter's `use-hash-location` (wouter 3.13, MIT), aliased in rsbuild.config.ts: its `navigate`, which is what the
 * app uses of wouter (src/shared/routing/location.ts; the app's navigation model, src/app/navigation, does the
 * routing). wouter's module also holds its `useHashLocation` hook, imports React through its `react-deps` module
 * (a computed `React["useInsertion" + "Effect"]` that keeps that whole module and a CommonJS namespace helper) and
 * has no `sideEffects` flag, so all of it would ship with the first screen although nothing calls it. A component that
 * wants the hook imports it from 'wouter' itself.
 */

// A leading '#' is ignored, a leading '/' is optional.
const hashPrefix = /^#?\/?/;

/** Goes to a hash location (`/path?query`: the query becomes the real one), firing `hashchange` as a browser would. */
export const navigate = (
  to: string,
  { state = null, replace = false }: { state?: unknown; replace?: boolean } = {},
) => {
  const oldURL = location.href;
  const [hash, search] = to.replace(hashPrefix, '').split('?');
  const url = new URL(oldURL);
  url.hash = `/${hash}`;
  if (search !== undefined) url.search = search;
  const newURL = url.href;
  history[replace ? 'replaceState' : 'pushState'](state, '', newURL);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL }));
};
