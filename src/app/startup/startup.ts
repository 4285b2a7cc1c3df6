/**
 * Startup rules of spec §2, decided before anything renders:
 * 1. `?token=` in the query → store it, reload without it (keep the hash, or go to #/index/);
 * 2. query and hash → start;
 * 3. query, no hash → #/index/;
 * 4. neither → add a timestamp version parameter (`v`) and #/index/ (defeats WeChat's page cache).
 *    Not in the spec: a hash without a query (a deep link) gets the `v` parameter and keeps its hash, so a shared
 *    lesson link is never lost.
 */
export type StartupDecision = { kind: 'start' } | { kind: 'redirect'; url: string; token: string | null };

export const HOME_HASH = '#/index/';

export function decideStartup(
  location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>,
  now: number,
): StartupDecision {
  const base = location.origin + location.pathname;
  const query = new URLSearchParams(location.search);
  const hash = location.hash && location.hash !== '#' ? location.hash : '';
  const token = query.get('token');
  if (token !== null) {
    query.delete('token');
    if (!query.toString()) query.set('v', String(now));
    return { kind: 'redirect', url: `${base}?${query.toString()}${hash || HOME_HASH}`, token: token || null };
  }
  if (location.search.length > 1) {
    return hash ? { kind: 'start' } : { kind: 'redirect', url: `${base}${location.search}${HOME_HASH}`, token: null };
  }
  return { kind: 'redirect', url: `${base}?v=${now}${hash || HOME_HASH}`, token: null };
}

/**
 * Rule 2 alone (`decideStartup` says `start`): whether a visit starts on its address as it is, without a reload
 * first. For index.html's early script (src/app/early), which needs no more of the rules.
 */
export function startsAsIs({ search, hash }: Pick<Location, 'search' | 'hash'>): boolean {
  return search.length > 1 && hash.length > 1 && !new URLSearchParams(search).has('token');
}
