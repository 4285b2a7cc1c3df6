import { navigate } from './hash-navigation';

/**
 * The app's location lives in the hash: `#/lesson/play/3?from=share`. A query inside the hash belongs to the route;
 * the real query (`?v=…&from=singlemessage`) belongs to the landing. Flags such as `debug=true` are read from either.
 */
export type AppLocation = {
  /** Path inside the hash, without its query: `/lesson/play/3`. */
  path: string;
  /** Real query and hash query together (the hash query wins). */
  query: Record<string, string>;
  /** Path with the hash's query, as page-view statistics report it. */
  fullPath: string;
};

export function readLocation(hash: string, search: string): AppLocation {
  const inner = hash.replace(/^#/, '') || '/';
  const [rawPath = '/', ...rest] = inner.split('?');
  const hashQuery = rest.join('?');
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const query: Record<string, string> = {};
  for (const source of [search.replace(/^\?/, ''), hashQuery]) {
    for (const [key, value] of new URLSearchParams(source)) query[key] = value;
  }
  return { path, query, fullPath: hashQuery ? `${path}?${hashQuery}` : path };
}

/** The href of an in-app location, for `<a href>`: `#/mine/index`. */
export function hrefTo(to: string): string {
  return `#${to.startsWith('/') ? to : `/${to}`}`;
}

/**
 * Goes to an in-app location, keeping the real query (the landing's `v`, channel…). `replace` for redirects, so
 * the back button never returns to a page that only redirected; a replaced entry keeps its state (its in-app depth,
 * history-depth.ts), a new one starts empty. Paths go through wouter's hash navigation; a path with a query is
 * written here, because wouter would put that query into the real one.
 */
export function navigateTo(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const state = replace ? window.history.state : null;
  if (!to.includes('?')) {
    if (hrefTo(to) !== window.location.hash) navigate(to, { replace, state });
    return;
  }
  const url = new URL(window.location.href);
  url.hash = hrefTo(to);
  if (url.href === window.location.href) return;
  const oldURL = window.location.href;
  window.history[replace ? 'replaceState' : 'pushState'](state, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}
