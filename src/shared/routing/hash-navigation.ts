/**
 * Hash navigation the way wouter's `use-hash-location` does it (wouter 3.13, MIT): its `navigate`, which is all the
 * app needs of it (the app's navigation model, src/app/navigation, does the routing). Imported by this name rather than
 * from wouter, whose module also holds its `useHashLocation` hook and React shim: with no `sideEffects` flag all of it
 * would ship with the first screen although nothing calls it.
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
