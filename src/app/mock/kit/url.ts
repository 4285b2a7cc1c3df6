/**
 * Adds `token=…` to the query of `url`, before any `#hash`, keeping the other query parameters and the hash as
 * they are (an old token is replaced). The app reads the token from `location.search` at startup.
 */
export function addTokenToUrl(url: string, token: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((pair) => pair !== '' && !/^token(=|$)/.test(pair));
  kept.push(`token=${encodeURIComponent(token)}`);
  return `${path}?${kept.join('&')}${hash}`;
}

/** Only absolute http(s) addresses may be redirected to. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
